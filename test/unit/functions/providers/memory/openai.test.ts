import { createMemoryProposer, InvalidNotesError } from '../../../../../functions/providers/memory';
import { MEMORY_MAX_TOKENS } from '../../../../../functions/providers/memory/openai';
import { NOTE_INPUT_CHARS } from '../../../../../functions/providers/memory/prompt';
import {
  apiError,
  chatCompletion,
  FakeOpenAI,
  fakeOpenAIConfig,
  MEMORY_NOTES,
  type ChatBody,
  type ScriptedResponse,
} from '../../../../fixtures/fake-openai';
import { useTestEnv } from '../../../../fixtures/env';

/** The OpenAI note writer through the real client against the fake server. */

const answer = (content: unknown, finishReason = 'stop'): ScriptedResponse => ({
  body: chatCompletion(typeof content === 'string' ? content : JSON.stringify(content), 'gpt-test-mini', finishReason),
});

let fake: FakeOpenAI;
beforeAll(async () => {
  useTestEnv();
  fake = await FakeOpenAI.start();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const proposer = () => createMemoryProposer({ ...fakeOpenAIConfig(fake), maxRetries: 0 })!;
const input = { userMessages: ['I have exams in June.', 'Walks help me calm down.'], known: ['You like tea.'], limit: 3 };

describe('the OpenAI note writer', () => {
  it('asks once for strict structured output over the user’s messages and the notes kept, storing nothing', async () => {
    fake.enqueue(MEMORY_NOTES, answer({ notes: ['You have exams in June.', 'You find walks calming.'] }));

    await expect(proposer().propose(input)).resolves.toEqual(['You have exams in June.', 'You find walks calming.']);

    const body = fake.requestsTo(MEMORY_NOTES)[0]!.json as ChatBody & Record<string, unknown>;
    expect(body).toMatchObject({
      store: false,
      max_completion_tokens: MEMORY_MAX_TOKENS,
      response_format: { type: 'json_schema', json_schema: { name: 'memory_notes', strict: true } },
    });
    const sent = JSON.stringify(body.messages);
    expect(sent).toContain('You like tea.');
    expect(sent).toContain('Walks help me calm down.');
  });

  it('sends at most NOTE_INPUT_CHARS of the messages, the newest kept', async () => {
    const long = { ...input, userMessages: ['old '.repeat(5_000), 'the newest words'] };

    await proposer().propose(long);

    const user = (fake.requestsTo(MEMORY_NOTES)[0]!.json as ChatBody).messages.at(-1)!.content as string;
    expect(user).toContain('the newest words');
    expect(user.length).toBeLessThan(NOTE_INPUT_CHARS + 500);
  });

  it.each([
    ['off the schema', answer({ notes: 'You like tea.' })],
    ['more than three notes', answer({ notes: ['You a.', 'You b.', 'You c.', 'You d.'] })],
    ['not JSON', answer('You like tea.')],
    ['cut off', answer({ notes: [] }, 'length')],
  ])('throws InvalidNotesError on an answer %s', async (_label, response) => {
    fake.enqueue(MEMORY_NOTES, response);

    await expect(proposer().propose(input)).rejects.toBeInstanceOf(InvalidNotesError);
  });

  it('throws on an HTTP error, so the domain keeps its local notes instead', async () => {
    fake.enqueue(MEMORY_NOTES, apiError(500, 'server_error'));

    await expect(proposer().propose(input)).rejects.toThrow();
  });

  it('is none without a key', () => {
    expect(createMemoryProposer({ ...fakeOpenAIConfig(fake), apiKey: undefined, apiKeySecretArn: undefined })).toBeUndefined();
  });
});
