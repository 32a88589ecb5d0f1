import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH } from '#shared/chat';
import { SESSION_NAME_TOO_LONG } from '#shared/schemas/chat';
import { SESSION_NAME_EMPTY } from '../../web/src/features/chat/components/rename-session-dialog';
import { violations } from './helpers/axe';
import { chatMessage, chatReply, chatsReply, chatSummary, openDashboard, reduceMotion } from './helpers/chat';
import { errorReply, type Reply } from './helpers/fetch-mock';

const exams = chatSummary({ title: 'Exams next week', startTime: '2026-11-22T09:00:00.000Z' });
const TITLE_API = `POST /api/bot/title/${exams.chatId}`;
const withExams = {
  'GET /api/bot/get-all-chats': chatsReply([exams]),
  [`GET /api/bot/chat/${exams.chatId}`]: chatReply(exams, [
    chatMessage('user', 'Exams are coming'),
    chatMessage('assistant', 'Let us plan.'),
  ]),
};

/** A reply the test lets go of when it chooses, to see the list before the server answers. */
function heldReply() {
  let release: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => (release = resolve));
  return { handler: () => reply, release: (value: Reply) => release(value) };
}

const renameButton = () => screen.getByRole('button', { name: 'Rename session: Exams next week' });

beforeEach(() => {
  reduceMotion();
});

describe('renaming a session', { timeout: 20_000 }, () => {
  it('opens a popup by keyboard, saves with Enter, shows the new name at once in the list and the header', async () => {
    const held = heldReply();
    const { user, mock } = await openDashboard({ ...withExams, [TITLE_API]: held.handler });
    await user.click(await screen.findByRole('button', { name: 'Exams next week' }));
    expect(await screen.findByText('Let us plan.')).toBeInTheDocument();

    renameButton().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Rename session' });
    const field = within(dialog).getByRole('textbox', { name: 'Session name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Exams next week');
    expect(await violations(dialog)).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Study plan {Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Study plan' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Study plan');
    expect(mock.callsTo(TITLE_API).map((request) => request.body)).toEqual([{ text: 'Study plan', rename: true }]);

    held.release({ body: { success: true, title: 'Study plan' } });
    expect(await screen.findByRole('button', { name: 'Rename session: Study plan' })).toHaveFocus();
  });

  it('Escape and Cancel leave the name as it was and give focus back', async () => {
    const { user, mock } = await openDashboard(withExams);
    await user.click(await screen.findByRole('button', { name: 'Rename session: Exams next week' }));
    await user.type(screen.getByRole('textbox', { name: 'Session name' }), ' and more');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renameButton()).toHaveFocus();

    await user.click(renameButton());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renameButton()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Exams next week' })).toBeInTheDocument();
    expect(mock.callsTo(TITLE_API)).toHaveLength(0);
  });

  it('says plainly what is wrong with an empty or too long name, and sends nothing', async () => {
    const { user, mock } = await openDashboard(withExams);
    await user.click(await screen.findByRole('button', { name: 'Rename session: Exams next week' }));
    const field = screen.getByRole('textbox', { name: 'Session name' });

    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_NAME_EMPTY);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'a'.repeat(MAX_TITLE_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_NAME_TOO_LONG);
    expect(screen.getByRole('dialog', { name: 'Rename session' })).toBeInTheDocument();
    expect(mock.callsTo(TITLE_API)).toHaveLength(0);
  });

  it('puts the old name back and says so when the save fails', async () => {
    const held = heldReply();
    const { user } = await openDashboard({ ...withExams, [TITLE_API]: held.handler });
    await user.click(await screen.findByRole('button', { name: 'Rename session: Exams next week' }));
    const field = screen.getByRole('textbox', { name: 'Session name' });
    await user.clear(field);
    await user.type(field, 'Study plan{Enter}');
    expect(screen.getByRole('button', { name: 'Study plan' })).toBeInTheDocument();

    held.release(errorReply(500, 'INTERNAL', 'Something went wrong.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Exams next week' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Study plan' })).toBeNull();
  });
});
