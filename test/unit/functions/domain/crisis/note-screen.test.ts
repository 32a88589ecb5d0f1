import { screenNote } from '../../../../../functions/domain/crisis/note-screen';
import { fixedReplyFor } from '#shared/crisis-help';
import { NOTES } from '../../../../fixtures/crisis-notes';
import { assessmentAnswer, WRITERS_PLAN } from '../../../../fixtures/fake-assessor';
import { MODERATIONS } from '../../../../fixtures/fake-moderation';
import { RISK_ASSESSMENTS } from '../../../../fixtures/fake-openai';
import { useFakeScreen } from '../../../../fixtures/fake-screen';

/**
 * A note's screen (docs/safety.md "Notes the user writes"): the whole crisis screen, moderation and
 * the risk assessor included where configured, against the fake OpenAI server; the referral count
 * the follow-up and the last crisis moment are recorded here rather than stored.
 */

const mockCounted: string[] = [];
const mockScheduled: string[] = [];
jest.mock('../../../../../functions/data/referral-counts', () => ({
  countReferral: async (tier: string) => void mockCounted.push(tier),
}));
jest.mock('../../../../../functions/data/follow-ups', () => ({
  scheduleFollowUp: async (uid: string) => void mockScheduled.push(uid),
}));
const mockLastCrisis: string[] = [];
jest.mock('../../../../../functions/data/users', () => ({
  recordLastCrisis: async (uid: string, at: string) => void mockLastCrisis.push(`${uid} ${at}`),
}));

const HELP = { harm: 'suicide-self-harm', language: 'en' } as const;
const fake = useFakeScreen('sk-note-test');
beforeEach(() => {
  mockCounted.splice(0);
  mockScheduled.splice(0);
  mockLastCrisis.splice(0);
});

describe('screenNote', () => {
  it("takes the risk assessor's higher tier for a plan in words no pattern knows: the crisis screen, counted and followed up", async () => {
    // Prepare
    fake().enqueue(RISK_ASSESSMENTS, assessmentAnswer(WRITERS_PLAN));
    // Act
    const safety = await screenNote('u1', 'everything is sorted for saturday now');
    // Assess
    expect(safety).toEqual({ tier: 'c', crisisScreen: true, help: HELP, reply: fixedReplyFor('c', HELP) });
    expect(mockCounted).toEqual(['c']);
    expect(mockScheduled).toEqual(['u1']);
  });

  it('answers an ordinary note and an empty one with nothing, counting nothing', async () => {
    expect(await screenNote('u1', NOTES.none)).toBeUndefined();
    expect(await screenNote('u1', '   ')).toBeUndefined();
    expect(await screenNote('u1', undefined)).toBeUndefined();
    expect(mockCounted).toEqual([]);
    expect(mockScheduled).toEqual([]);
    expect(mockLastCrisis).toEqual([]);
  });

  it('with moderation and the assessor failing, the local screen alone decides (fail safe)', async () => {
    fake().route(MODERATIONS, () => ({ status: 500, body: { error: { message: 'down' } } }));
    fake().route(RISK_ASSESSMENTS, () => ({ status: 500, body: { error: { message: 'down' } } }));

    const safety = await screenNote('u1', NOTES.b, new Date('2026-11-28T10:00:00.000Z'));

    expect(safety).toEqual({ tier: 'b', crisisScreen: false, help: HELP, reply: fixedReplyFor('b', HELP) });
    expect(mockCounted).toEqual(['b']);
    expect(mockScheduled).toEqual(['u1']);
    // The e-mails leave price and upgrade out for a while after it (docs/safety.md "No price beside a crisis").
    expect(mockLastCrisis).toEqual(['u1 2026-11-28T10:00:00.000Z']);
  });
});
