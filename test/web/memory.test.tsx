import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMORIES_DELETED_MESSAGE, MEMORY_DELETED_MESSAGE, TOO_MANY_MEMORIES_MESSAGE } from '#shared/error-messages';
import { MEMORY_LIMITS } from '#shared/memory';
import { deleteAllQuestion } from '../../web/src/features/memory/components/delete-all-memories';
import { MEMORY_EMPTY } from '../../web/src/features/memory/components/memory-list';
import { MEMORY_PAUSED_HINT, MEMORY_SWITCH_NOT_SAVED } from '../../web/src/features/memory/components/memory-switch';
import { MEMORY_INTRO } from '../../web/src/features/memory/components/memory-view';
import { MEMORY_TEXT_REQUIRED } from '../../web/src/features/memory/components/note-form';
import { violations } from './helpers/axe';
import { adaWith } from './helpers/chat';
import { errorReply, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { memoriesReply, memory, MEMORY_IDS } from './helpers/memory';
import { planDialog } from './helpers/plans';
import { renderApp } from './helpers/render-app';

const coachNote = memory();
const userNote = memory({ memoryId: MEMORY_IDS[1], text: 'I like walking in the morning', source: 'user' });
const olderNote = memory({ memoryId: MEMORY_IDS[2], text: 'Your sister is called Mia', source: 'user' });

/** Signs Ada in on a plan and opens /dashboard/memory with three notes unless told otherwise; waits for the notes unless `loaded` is false. */
async function openMemory(plan: 'Basic' | 'Premium', handlers: Handlers = {}, { loaded = true } = {}) {
  const mock = mockApi({
    ...signedIn,
    'GET /api/user/': adaWith(plan),
    'GET /api/memories': memoriesReply([coachNote, userNote, olderNote], { available: plan === 'Premium' }),
    ...handlers,
  });
  const app = renderApp('/dashboard/memory');
  await screen.findByRole('heading', { level: 1, name: 'What your coach remembers' });
  if (loaded) await screen.findByRole('heading', { name: "Your coach's notes" });
  return { ...app, mock };
}

const notes = () => screen.getByRole('region', { name: "Your coach's notes" });
const noteTexts = () =>
  within(notes())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Memory page', { timeout: 20_000 }, () => {
  it('is linked from the side menu, lists the notes newest first with who wrote them, and passes axe', async () => {
    await openMemory('Premium');
    expect(screen.getByRole('link', { name: 'Memory' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(MEMORY_INTRO)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Let my coach remember' })).toBeChecked();
    expect(noteTexts()).toEqual([
      expect.stringContaining('Exams in June make you anxious'),
      expect.stringContaining('I like walking in the morning'),
      expect.stringContaining('Your sister is called Mia'),
    ]);
    const [first, second] = within(notes()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Suggested by your coach');
    expect(second).toHaveTextContent('Added by you');
    expect(within(notes()).getByRole('button', { name: 'Edit: Exams in June make you anxious' })).toBeInTheDocument();
    expect(within(notes()).getByRole('button', { name: 'Delete: I like walking in the morning' })).toBeInTheDocument();
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it("shows the API's message when loading fails, and loads again on Try again", async () => {
    const { user, mock } = await openMemory(
      'Premium',
      { 'GET /api/memories': errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.') },
      { loaded: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    mock.on('GET /api/memories', memoriesReply([coachNote]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Your coach's notes" })).toBeInTheDocument();
  });

  it('edits a note inline, saves the new text and gives focus back to Edit; Escape cancels', async () => {
    const { user, mock } = await openMemory('Premium', {
      [`PUT /api/memories/${coachNote.memoryId}`]: (request) => ({
        body: { success: true, memory: { ...coachNote, text: (request.body as { text: string }).text, source: 'user' } },
      }),
    });
    await user.click(within(notes()).getByRole('button', { name: 'Edit: Exams in June make you anxious' }));
    const field = within(notes()).getByRole('textbox', { name: 'Change this note' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Exams in June make you anxious');
    expect(field).toHaveAccessibleDescription(`30 of ${MEMORY_LIMITS.textLength} characters`);

    await user.keyboard('{Escape}');
    const edit = within(notes()).getByRole('button', { name: 'Edit: Exams in June make you anxious' });
    expect(edit).toHaveFocus();
    expect(mock.callsTo(`PUT /api/memories/${coachNote.memoryId}`)).toHaveLength(0);

    await user.click(edit);
    await user.clear(within(notes()).getByRole('textbox', { name: 'Change this note' }));
    await user.click(within(notes()).getByRole('button', { name: 'Save' }));
    expect(within(notes()).getByRole('alert')).toHaveTextContent(MEMORY_TEXT_REQUIRED);
    await user.type(within(notes()).getByRole('textbox', { name: 'Change this note' }), '  Exams in May  ');
    await user.click(within(notes()).getByRole('button', { name: 'Save' }));

    const saved = await within(notes()).findByRole('button', { name: 'Edit: Exams in May' });
    expect(saved).toHaveFocus();
    expect(within(notes()).getAllByRole('listitem')[0]).toHaveTextContent('Added by you');
    expect(mock.callsTo(`PUT /api/memories/${coachNote.memoryId}`)[0]!.body).toEqual({ text: 'Exams in May' });
  });

  it('deletes a note at once, announces it, and moves focus to the next note, then to the heading', async () => {
    const { user, mock } = await openMemory('Premium', {
      [`DELETE /api/memories/${userNote.memoryId}`]: { body: { success: true, message: MEMORY_DELETED_MESSAGE } },
      [`DELETE /api/memories/${olderNote.memoryId}`]: { body: { success: true, message: MEMORY_DELETED_MESSAGE } },
    });
    await user.click(within(notes()).getByRole('button', { name: 'Delete: I like walking in the morning' }));
    expect(await within(notes()).findByText(MEMORY_DELETED_MESSAGE)).toBeInTheDocument();
    expect(within(notes()).getByRole('status')).toHaveTextContent(MEMORY_DELETED_MESSAGE);
    expect(noteTexts()).toHaveLength(2);
    expect(within(notes()).queryByText('I like walking in the morning')).toBeNull();
    expect(within(notes()).getByRole('button', { name: 'Edit: Your sister is called Mia' })).toHaveFocus();
    expect(mock.callsTo(`DELETE /api/memories/${userNote.memoryId}`)).toHaveLength(1);

    // The last note has no next one: focus goes to the list's heading.
    await user.click(within(notes()).getByRole('button', { name: 'Delete: Your sister is called Mia' }));
    await within(notes()).findByText(MEMORY_DELETED_MESSAGE);
    await expect.poll(() => noteTexts()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: "Your coach's notes" })).toHaveFocus();
  });

  it('deletes every note after asking once, then shows the empty state', async () => {
    const { user, mock } = await openMemory('Premium', {
      'DELETE /api/memories': { body: { success: true, message: MEMORIES_DELETED_MESSAGE } },
    });
    await user.click(within(notes()).getByRole('button', { name: 'Delete all memories' }));
    expect(within(notes()).getByRole('group', { name: deleteAllQuestion(3) })).toHaveTextContent(
      "Delete all 3 memories? This can't be undone.",
    );
    await user.click(within(notes()).getByRole('button', { name: 'Cancel' }));
    expect(within(notes()).getByRole('button', { name: 'Delete all memories' })).toHaveFocus();
    expect(mock.callsTo('DELETE /api/memories')).toHaveLength(0);

    await user.click(within(notes()).getByRole('button', { name: 'Delete all memories' }));
    const confirm = within(notes()).getByRole('button', { name: 'Delete all' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await within(notes()).findByText(MEMORY_EMPTY)).toBeInTheDocument();
    expect(within(notes()).getByRole('status')).toHaveTextContent(MEMORIES_DELETED_MESSAGE);
    expect(within(notes()).queryByRole('button', { name: 'Delete all memories' })).toBeNull();
    expect(screen.getByRole('heading', { name: "Your coach's notes" })).toHaveFocus();
  });

  it('shows the empty state when the coach has kept nothing', async () => {
    await openMemory('Premium', { 'GET /api/memories': memoriesReply([]) });
    expect(within(notes()).getByText(MEMORY_EMPTY)).toBeInTheDocument();
    expect(within(notes()).queryByRole('list')).toBeNull();
  });
});

describe('pausing memory', { timeout: 20_000 }, () => {
  it('saves memory: paused and says what it means, then turns back on', async () => {
    const { user, mock } = await openMemory('Premium', { 'PUT /api/user/': { body: { success: true } } });
    const toggle = screen.getByRole('switch', { name: 'Let my coach remember' });
    expect(screen.queryByText(MEMORY_PAUSED_HINT)).toBeNull();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText(MEMORY_PAUSED_HINT)).toBeInTheDocument();
    expect(toggle).toHaveAccessibleDescription(MEMORY_PAUSED_HINT);
    expect(mock.callsTo('PUT /api/user/')[0]!.body).toEqual({ memory: 'paused' });

    await user.click(toggle);
    expect(toggle).toBeChecked();
    await expect.poll(() => mock.callsTo('PUT /api/user/')).toHaveLength(2);
    expect(mock.callsTo('PUT /api/user/')[1]!.body).toEqual({ memory: 'on' });
    expect(screen.queryByText(MEMORY_PAUSED_HINT)).toBeNull();
  });

  it('starts paused when the profile says so, and puts the switch back when the save fails', async () => {
    const { user } = await openMemory('Premium', {
      'GET /api/memories': memoriesReply([coachNote], { paused: true }),
      'PUT /api/user/': errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.'),
    });
    const toggle = screen.getByRole('switch', { name: 'Let my coach remember' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(MEMORY_PAUSED_HINT)).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMORY_SWITCH_NOT_SAVED);
    expect(toggle).not.toBeChecked();
  });
});

describe('adding a note', { timeout: 20_000 }, () => {
  it("adds a note at the top, and shows the API's message when the list is full", async () => {
    const added = memory({ memoryId: '01JBBBBBBBBBBBBBBBBBBBBBB4', text: 'Football on Saturdays helps', source: 'user' });
    const { user, mock } = await openMemory('Premium', { 'POST /api/memories': { body: { success: true, memory: added } } });
    const form = screen.getByRole('region', { name: 'Add a note' });
    const field = within(form).getByRole('textbox', { name: 'Something your coach should remember' });

    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MEMORY_TEXT_REQUIRED);
    expect(mock.callsTo('POST /api/memories')).toHaveLength(0);

    await user.type(field, 'Football on Saturdays helps');
    expect(field).toHaveAccessibleDescription(`27 of ${MEMORY_LIMITS.textLength} characters`);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await expect.poll(() => noteTexts()[0]).toContain('Football on Saturdays helps');
    expect(field).toHaveValue('');
    expect(mock.callsTo('POST /api/memories')[0]!.body).toEqual({ text: 'Football on Saturdays helps' });

    mock.on('POST /api/memories', errorReply(409, 'CONFLICT', TOO_MANY_MEMORIES_MESSAGE));
    await user.type(field, 'One more');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TOO_MANY_MEMORIES_MESSAGE);
    expect(noteTexts()).toHaveLength(4);
  });
});

describe('on Basic', { timeout: 20_000 }, () => {
  it('says memory is part of Premium, offers the plans, has no switch or add form, and still lists the notes', async () => {
    const { user } = await openMemory('Basic');
    expect(screen.getByText('A coach that remembers is part of Premium.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Something your coach should remember' })).toBeNull();
    expect(noteTexts()).toHaveLength(3);
    expect(await violations(screen.getByRole('main'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'See plans' }));
    expect(planDialog()).toBeInTheDocument();
  });
});
