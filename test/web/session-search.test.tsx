import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '#shared/schemas/search';
import { SearchDialog } from '../../web/src/features/chat/components/search-dialog';
import { SessionMenu } from '../../web/src/features/chat/components/session-menu';
import { violations } from './helpers/axe';
import { mockApi } from './helpers/fetch-mock';

/** "Search sessions": the side menu's button, the dialog's search and its results. */

const SEARCH = 'POST /api/bot/search';

const found: SearchResponse = {
  success: true,
  more: false,
  results: [
    {
      chatId: 'chat-exams',
      title: 'Exam worries',
      messageId: 'msg-1',
      snippet: 'I feel anxious about the exams.',
      highlights: [[7, 14]],
      at: '2026-03-02T10:00:00.000Z',
    },
    { chatId: 'chat-title', title: 'Anxious mornings', snippet: 'Anxious mornings', highlights: [[0, 7]], at: '2026-02-01T10:00:00.000Z' },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the side menu', () => {
  it('opens search from "Search sessions"', async () => {
    const onSearch = vi.fn();
    const noop = () => {};
    render(
      <SessionMenu
        status="success"
        chats={[]}
        currentId={null}
        onReload={noop}
        onNewSession={noop}
        onSelect={noop}
        onDeleted={noop}
        onSearch={onSearch}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search sessions' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('the search dialog', () => {
  it('searches once typing pauses, lists the sessions with the words marked, and opens the chosen one at its match', async () => {
    const api = mockApi({ [SEARCH]: { body: found } });
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<SearchDialog onClose={() => {}} onChoose={onChoose} />);

    const box = screen.getByRole('combobox', { name: /words from a session/i });
    expect(box).toHaveFocus();
    await user.type(box, 'anxious');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 sessions found.'));
    expect(api.callsTo(SEARCH).map((request) => request.body)).toEqual([{ query: 'anxious' }]);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => within(option).getByText((_, node) => node?.tagName === 'MARK').textContent)).toEqual([
      'anxious',
      'Anxious',
    ]);

    expect(await violations(document.body)).toEqual([]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ chatId: 'chat-exams', focus: { messageId: 'msg-1', words: ['anxious'] } });
    await user.click(options[1]!);
    expect(onChoose).toHaveBeenLastCalledWith({ chatId: 'chat-title' });
  });

  it('says kindly when nothing matches', async () => {
    mockApi({ [SEARCH]: { body: { success: true, results: [], more: false } } });
    render(<SearchDialog onClose={() => {}} onChoose={() => {}} />);
    await userEvent.setup().type(screen.getByRole('combobox'), 'zebra');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No sessions match. Try another word.'));
  });

  it('cancels a search still running when the words change', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      [SEARCH]: (request) =>
        (request.body as { query: string }).query === 'sun'
          ? new Promise((resolve) => {
              release = () => resolve({ body: found });
            })
          : { body: { success: true, results: [], more: false } },
    });
    const user = userEvent.setup();
    render(<SearchDialog onClose={() => {}} onChoose={() => {}} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'sun');
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(1));

    await user.type(box, 'set');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No sessions match'));
    release();

    const firstSignal = (api.fetch.mock.calls[0]![1] as RequestInit).signal;
    expect(firstSignal?.aborted).toBe(true);
    expect(api.callsTo(SEARCH).map((request) => request.body)).toEqual([{ query: 'sun' }, { query: 'sunset' }]);
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
