import { MEMORY_LIMITS } from '#shared/memory';
import { MEMORY_NOT_FOUND_MESSAGE, MEMORY_PREMIUM_MESSAGE, TOO_MANY_MEMORIES_MESSAGE } from '#shared/error-messages';
import { listMessages } from '../../functions/data/chat-messages';
import { getChat } from '../../functions/data/chats';
import { listMemories, putNewMemory } from '../../functions/data/memories';
import { newTimeId } from '../../functions/data/time-id';
import { proposeMemories } from '../../functions/domain/memory/propose';
import type { MemoryProposer } from '../../functions/providers/memory';
import { startApi, type Caller } from './api';
import { send, startChat, uidOf, userWithPlan } from './chats';

/**
 * The coach's memory: the routes of /api/memories, the `memory` preference, the notes
 * the coach proposes once a session has gone quiet, and what the coach remembers in a new session.
 * Against dynalite, with the offline coach and the local notes (the model's are injected).
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const EXAMS = 'I have exams in June and they stress me out so much.';

/** A chat of the caller's with the given messages sent, and what the proposal step reads of it. */
async function chatWith(caller: Caller, messages: string[], goal = 2) {
  const { chatId } = await startChat(caller, goal);
  for (const text of messages) expect((await send(caller, chatId, text)).status).toBe(200);
  const uid = uidOf(caller);
  return { uid, chatId, chat: (await getChat(uid, chatId))!, messages: await listMessages(uid, chatId) };
}

const notesOf = async (caller: Caller) => (await listMemories(uidOf(caller))).map((memory) => memory.text);

const fixedProposer = (notes: string[]): MemoryProposer => ({ propose: async () => notes });

async function addNotes(uid: string, count: number, source: 'coach' | 'user'): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const at = new Date(Date.now() - (count - i) * 1000).toISOString();
    await putNewMemory(uid, {
      memoryId: newTimeId(Date.parse(at)),
      text: `Old note ${source} ${i}.`,
      source,
      createdAt: at,
      updatedAt: at,
    });
  }
}

describe('the memory routes', () => {
  it('lets a Premium user add, list (newest first), edit and delete notes, and delete them all', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'memory');

    const first = await caller.post('/api/memories', { text: '  Walks help me calm down.  ' });
    const second = await caller.post('/api/memories', { text: 'My sister Maya is my go-to person.' });
    const listed = await caller.get('/api/memories');
    const memoryId = (first.body.memory as { memoryId: string }).memoryId;
    const edited = await caller.put(`/api/memories/${memoryId}`, { text: 'Long walks help me calm down.' });
    const deleted = await caller.delete(`/api/memories/${memoryId}`);
    const again = await caller.delete(`/api/memories/${memoryId}`);
    const cleared = await caller.delete('/api/memories');

    expect(first.body).toMatchObject({ success: true, memory: { text: 'Walks help me calm down.', source: 'user' } });
    expect(listed.body).toEqual({ success: true, memories: [second.body.memory, first.body.memory], paused: false, available: true });
    expect(edited.body).toMatchObject({ memory: { memoryId, text: 'Long walks help me calm down.', source: 'user' } });
    expect(deleted.body).toEqual({ success: true, message: 'Memory deleted.' });
    expect(again).toMatchObject({ status: 404, body: { message: MEMORY_NOT_FOUND_MESSAGE } });
    expect(cleared.body).toEqual({ success: true, message: 'All memories deleted.' });
    expect(await notesOf(caller)).toEqual([]);
  });

  it('refuses a note on Basic (403) and past the cap (409), changing nothing', async () => {
    const basic = await userWithPlan(api.baseUrl, 'Basic', 'memory-basic');
    const premium = await userWithPlan(api.baseUrl, 'Premium', 'memory-full');
    await addNotes(uidOf(premium), MEMORY_LIMITS.count, 'user');

    const refused = await basic.post('/api/memories', { text: 'Walks help me.' });
    const full = await premium.post('/api/memories', { text: 'One too many.' });

    expect(refused).toMatchObject({ status: 403, body: { message: MEMORY_PREMIUM_MESSAGE } });
    expect(full).toMatchObject({ status: 409, body: { message: TOO_MANY_MEMORIES_MESSAGE } });
    expect(await notesOf(basic)).toEqual([]);
    expect(await notesOf(premium)).toHaveLength(MEMORY_LIMITS.count);
    expect((await basic.get('/api/memories')).body).toMatchObject({ memories: [], available: false });
  });

  it('pauses and resumes through the memory preference', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'memory-pause');

    const paused = await caller.put('/api/user/', { memory: 'paused' });
    const listed = await caller.get('/api/memories');
    const bad = await caller.put('/api/user/', { memory: 'off' });

    expect(paused.body).toMatchObject({ success: true, preferences: { memory: 'paused' } });
    expect(listed.body).toMatchObject({ paused: true });
    expect(bad).toMatchObject({ status: 400, body: { fields: { memory: 'memory must be "on" or "paused".' } } });
    expect((await caller.get('/api/memories')).body).toMatchObject({ paused: true });
  });
});

describe('the notes the coach proposes when a session goes quiet', () => {
  it('stores the local notes of a Premium session once: a later run reads only what is new', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'noted');
    const { uid, chat, messages } = await chatWith(caller, [EXAMS, 'My boss makes me anxious every shift.']);

    const first = await proposeMemories(uid, chat, messages, { proposer: null });
    const again = await proposeMemories(uid, (await getChat(uid, chat.chatId))!, messages, { proposer: null });

    expect(first).toBe('stored');
    expect(again).toBe('nothing-new');
    expect(await notesOf(caller)).toEqual([
      'You mentioned feeling anxious about work.',
      'You mentioned feeling stressed about exams in June.',
    ]);
  });

  it('keeps nothing for Basic, with memory paused, or from a chat flagged at tier (b)', async () => {
    const basic = await userWithPlan(api.baseUrl, 'Basic', 'noted-basic');
    const paused = await userWithPlan(api.baseUrl, 'Premium', 'noted-paused');
    await paused.put('/api/user/', { memory: 'paused' });
    const crisis = await userWithPlan(api.baseUrl, 'Premium', 'noted-crisis');

    const outcomes: string[] = [];
    for (const [caller, texts] of [
      [basic, [EXAMS]],
      [paused, [EXAMS]],
      [crisis, [EXAMS, 'I keep thinking about suicide again']],
    ] as const) {
      const { uid, chat, messages } = await chatWith(caller, [...texts]);
      outcomes.push(await proposeMemories(uid, chat, messages, { proposer: fixedProposer(['You find walks calming.']) }));
      expect(await notesOf(caller)).toEqual([]);
    }

    expect(outcomes).toEqual(['not-remembering', 'not-remembering', 'crisis-chat']);
  });

  it('drops a proposed note with a name or a crisis word, or one the user already has', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'noted-filter');
    await caller.post('/api/memories', { text: 'You find walks calming.' });
    const { uid, chat, messages } = await chatWith(caller, ['My week was a lot, honestly.']);
    const proposer = fixedProposer([
      'Priya helps you calm down.',
      'Your friend Priya helps you calm down.',
      'You want to die some days.',
      'you find walks calming',
      'You like music. It helps you focus.',
      'You focus best with music on.',
    ]);

    await proposeMemories(uid, chat, messages, { proposer });

    expect(await notesOf(caller)).toEqual(['You focus best with music on.', 'You find walks calming.']);
  });

  it('makes room past the cap by replacing the oldest notes the coach wrote, never the user’s own', async () => {
    const caller = await userWithPlan(api.baseUrl, 'Premium', 'noted-cap');
    const uid = uidOf(caller);
    await addNotes(uid, 2, 'coach');
    await addNotes(uid, MEMORY_LIMITS.count - 2, 'user');
    const { chat, messages } = await chatWith(caller, ['A good week.']);

    const proposer = fixedProposer(['You focus best with music on.', 'Your mornings are your best time.', 'You like tea.']);
    await proposeMemories(uid, chat, messages, { proposer });
    const notes = await notesOf(caller);

    expect(notes).toHaveLength(MEMORY_LIMITS.count);
    expect(notes.slice(0, 2)).toEqual(['Your mornings are your best time.', 'You focus best with music on.']);
    expect(notes.filter((note) => note.startsWith('Old note coach'))).toEqual([]);
    expect(notes.filter((note) => note.startsWith('Old note user'))).toHaveLength(MEMORY_LIMITS.count - 2);
  });
});

describe('what the coach remembers in a new session', () => {
  it('a Premium coach names the goal in a new session’s first reply; a Basic coach remembers nothing', async () => {
    const premium = await userWithPlan(api.baseUrl, 'Premium', 'remembered');
    const basic = await userWithPlan(api.baseUrl, 'Basic', 'forgotten');
    for (const caller of [premium, basic]) {
      await caller.post('/api/goals', { text: 'Walk for ten minutes after classes', chatGoal: 2 });
      await chatWith(caller, [EXAMS]);
    }

    const { chatId: premiumChat } = await startChat(premium, 2);
    const { chatId: basicChat } = await startChat(basic, 2);
    const remembered = await send(premium, premiumChat, 'hi again');
    const forgotten = await send(basic, basicChat, 'hi again');
    await premium.put('/api/user/', { memory: 'paused' });
    const { chatId: pausedChat } = await startChat(premium, 2);
    const paused = await send(premium, pausedChat, 'hi again');

    expect(remembered.body.resonse).toContain('"Walk for ten minutes after classes"');
    expect(forgotten.body.resonse).not.toContain('Walk for ten minutes');
    expect(paused.body.resonse).not.toContain('Walk for ten minutes');
  });
});
