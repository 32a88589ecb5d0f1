import { analyseSession } from '../../../../../functions/domain/insights/analyse-session';
import { HEAVY_MOOD_SCORE } from '../../../../../functions/domain/insights/crisis-mood';
import type { ReportInput, ReportMessage } from '../../../../../functions/domain/insights/local-report';
import { resetReportModel, type ReportModel } from '../../../../../functions/providers/insights';
import type { ReportFindings } from '#shared/insights/session-report';
import { CRISIS_TIERS, type CrisisTier } from '#shared/safety';
import { useTestEnv } from '../../../../fixtures/env';
import { MODEL_FINDINGS } from '../../../../fixtures/report-findings';

/**
 * What every report holds after its engine answered, whichever engine it was: a mood that follows
 * the chat's crisis flag, and the count of emotion words its shares rest on.
 */

// No OpenAI key: `undefined` for the model means the local analysis.
beforeEach(() => {
  useTestEnv();
  resetReportModel();
});

const chat = (...userMessages: string[]): ReportMessage[] =>
  userMessages.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'I am so happy and glad and proud and excited you told me.' },
  ]);

/** A cheerful session, as the words alone would score it. */
const CHEERFUL = chat('I had a great day and I feel happy and calm.', 'My friends were lovely and I am glad I went.');

const input = (crisisFlag?: CrisisTier, messages: ReportMessage[] = CHEERFUL): ReportInput => ({
  chatGoal: 2,
  chatStyle: 2,
  messages,
  tiersMet: [],
  ...(crisisFlag ? { crisisFlag } : {}),
});

/** A model that answers the given findings, whatever it reads. */
const modelAnswering = (findings: ReportFindings): ReportModel => ({ findings: async () => findings });

const neutralModel = modelAnswering({ ...MODEL_FINDINGS, sentiment: { score: 0.05, label: 'neutral' } });
const positiveModel = modelAnswering({ ...MODEL_FINDINGS, sentiment: { score: 0.6, label: 'positive' } });

describe('a report of a chat flagged at a crisis tier', () => {
  it.each(CRISIS_TIERS)(
    'is never neutral or positive at tier (%s): the model’s answer is read as heavy, drawn below neutral',
    async (tier) => {
      for (const model of [neutralModel, positiveModel]) {
        const { engine, findings } = await analyseSession(input(tier), model);
        expect(engine).toBe('openai');
        expect(findings.sentiment).toEqual({ score: HEAVY_MOOD_SCORE, label: 'heavy' });
      }
    },
  );

  it('is heavy with the local analysis too, and keeps a score already lower than the ceiling', async () => {
    const cheerful = await analyseSession(input('c'), undefined);
    expect(cheerful.engine).toBe('local');
    expect(cheerful.findings.sentiment).toEqual({ score: HEAVY_MOOD_SCORE, label: 'heavy' });

    const low = await analyseSession(input('b', chat('I feel awful, terrible and hopeless, everything is horrible.')), undefined);
    expect(low.findings.sentiment.label).toBe('heavy');
    expect(low.findings.sentiment.score).toBeLessThan(HEAVY_MOOD_SCORE);
  });

  it('leaves the mood of an unflagged chat as its engine read it', async () => {
    expect((await analyseSession(input(), positiveModel)).findings.sentiment).toEqual({ score: 0.6, label: 'positive' });
    expect((await analyseSession(input(), undefined)).findings.sentiment.label).toBe('positive');
  });
});

describe('the emotion words behind a report’s shares', () => {
  it("are counted in the person's own words, never the coach's, whichever engine wrote the shares", async () => {
    const messages = chat('I was so worried and anxious, then a bit hopeful.', 'Still sad though.');
    // worr, anxious, hope; sad. The coach's happy, glad, proud and excited are not theirs.
    expect((await analyseSession(input(undefined, messages), undefined)).emotionWords).toBe(4);
    expect((await analyseSession(input(undefined, messages), neutralModel)).emotionWords).toBe(4);
  });
});
