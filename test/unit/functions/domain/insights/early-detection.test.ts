import type { ChatRecord } from '../../../../../functions/data/chats';
import {
  checkInCard,
  checkInTrigger,
  distressRose,
  FOLLOW_UP_AFTER_MS,
  followUpTrigger,
} from '../../../../../functions/domain/insights/early-detection';
import type { ReportedSession } from '../../../../../functions/domain/insights/reported-sessions';
import type { DistressLevel, ReportFindings, StressSource } from '#shared/insights/session-report';

/** Early detection's rules: when a check-in card opens, how urgent it is, and what Premium's analysis adds. */

const NOW = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

interface Shape {
  score?: number;
  level?: DistressLevel;
  mood?: number;
  sources?: StressSource[];
  goal?: 1 | 2 | 3;
  style?: 1 | 2 | 3;
  age?: number;
}

let counter = 0;
function session({ score = 0, level = 'low', mood = 0, sources = [], goal = 2, style = 2, age = 1 }: Shape = {}): ReportedSession {
  const chatId = `01CHAT${String(++counter).padStart(6, '0')}`;
  const findings: ReportFindings = {
    speechOrThoughtChanges: [],
    insights: [],
    sentiment: { score: mood, label: 'neutral' },
    emotions: [],
    anxietyAndDistress: { level, signs: [] },
    behaviourPatterns: [],
    redFlags: [],
    significantQuotes: [],
    stressSources: sources,
    discussionTopics: [],
    futureSessionSuggestions: [],
    suicideScore: { score, basis: 'What you wrote.' },
    defenseMechanisms: [],
  };
  return {
    chat: { chatId, goal, style, title: `Session ${counter}`, startTime: daysAgo(age), updatedAt: daysAgo(age) },
    report: { chatId, messageCount: 4, engine: 'local', createdAt: daysAgo(age), findings },
  };
}

describe('when a check-in card opens', () => {
  it('opens for a recent report with a suicide score of 2, gently, on the session that carried it', () => {
    const carried = session({ score: 2 });
    const trigger = checkInTrigger([session(), carried, session({ score: 1 })], NOW);

    expect(trigger).toMatchObject({ chat: carried.chat, reason: 'score', urgent: false });
    expect(checkInCard(trigger!, [carried], false)).toMatchObject({ id: `${carried.chat.chatId}.4`, level: 'gentle' });
  });

  it('brings the resources to the front from a score of 3', () => {
    const carried = session({ score: 3 });

    expect(checkInCard(checkInTrigger([carried], NOW)!, [carried], false).level).toBe('urgent');
  });

  it('does not open for a score of 1, nor for a report older than two weeks', () => {
    expect(checkInTrigger([session({ score: 1 })], NOW)).toBeUndefined();
    expect(checkInTrigger([session({ score: 4, age: 15 })], NOW)).toBeUndefined();
  });

  it('opens, gently, when distress rose over the last three sessions to moderate or more', () => {
    const rising = [session({ level: 'low' }), session({ level: 'moderate' }), session({ level: 'high' })];
    const trigger = checkInTrigger(rising, NOW);

    expect(trigger).toMatchObject({ chat: rising[2]!.chat, reason: 'trend' });
    expect(checkInCard(trigger!, rising, false).level).toBe('gentle');
  });

  it.each<[string, DistressLevel[]]>([
    ['eased in the middle', ['low', 'none', 'high']],
    ['stayed the same', ['moderate', 'moderate', 'moderate']],
    ['rose only to low', ['none', 'none', 'low']],
  ])('does not count distress that %s as rising', (_, levels) => {
    expect(distressRose(levels.map((level) => session({ level })))).toBe(false);
  });

  it('needs three sessions for a trend', () => {
    expect(checkInTrigger([session({ level: 'low' }), session({ level: 'high' })], NOW)).toBeUndefined();
  });
});

describe('the follow-up after a crisis', () => {
  const crisisChat = (chatId: string, tier: 'a' | 'b' | 'c', msAgo: number): ChatRecord => ({
    chatId,
    goal: 2,
    style: 2,
    startTime: daysAgo(20),
    updatedAt: daysAgo(0),
    crisis: { tier, acknowledged: true, watch: 0, confirmed: true },
    ...(tier !== 'a' && { crisisAt: new Date(NOW.getTime() - msAgo).toISOString() }),
  });

  it('opens at the next visit after a tier (b) moment, with no report needed, asking how they are now', () => {
    const chat = crisisChat('01FOLLOWB00', 'b', FOLLOW_UP_AFTER_MS);
    const trigger = followUpTrigger([chat], NOW);

    expect(trigger).toMatchObject({ chat, id: '01FOLLOWB00.0', reason: 'follow-up', urgent: false });
    expect(checkInCard(trigger!, [], false).noticed[0]).toBe('Last time things were very hard. How are you now?');
  });

  it('puts the resources first after a tier (c) moment, and follows the latest of several', () => {
    const older = crisisChat('01FOLLOWB01', 'b', 3 * 86_400_000);
    const latest = crisisChat('01FOLLOWC01', 'c', 2 * FOLLOW_UP_AFTER_MS);

    expect(followUpTrigger([latest, older], NOW)).toMatchObject({ chat: latest, urgent: true });
  });

  it('waits an hour (the moment had its own screen), follows nothing at tier (a), and stops after two weeks', () => {
    expect(followUpTrigger([crisisChat('01FOLLOWB02', 'b', FOLLOW_UP_AFTER_MS - 60_000)], NOW)).toBeUndefined();
    expect(followUpTrigger([crisisChat('01FOLLOWA02', 'a', 0)], NOW)).toBeUndefined();
    expect(followUpTrigger([crisisChat('01FOLLOWC02', 'c', 15 * 86_400_000)], NOW)).toBeUndefined();
  });
});

describe('what the card says', () => {
  const DIAGNOSTIC = /depress|disorder|diagnos|illness|suicidal|patholog|symptom/i;

  it.each([2, 3, 5])('speaks in plain words, never diagnostic ones (score %i)', (score) => {
    const carried = session({ score });
    const card = checkInCard(checkInTrigger([carried], NOW)!, [carried], true);

    expect(card.noticed.length).toBeGreaterThan(0);
    expect(card.noticed.join(' ')).not.toMatch(DIAGNOSTIC);
    expect(card.analysis?.changes.join(' ') ?? '').not.toMatch(DIAGNOSTIC);
  });

  it('gives Basic the card without the analysis, and Premium the trend, what changed and what helped before', () => {
    const sessions = [
      session({ mood: 0.5, goal: 1, style: 1, sources: ['school'] }),
      session({ mood: 0.4, goal: 1, style: 1 }),
      session({ mood: 0.3, goal: 2, style: 3 }),
      session({ mood: -0.3, level: 'low', sources: ['work'] }),
      session({ mood: -0.4, level: 'moderate' }),
      session({ mood: -0.6, level: 'high', score: 2 }),
    ];
    const trigger = checkInTrigger(sessions, NOW)!;

    expect(checkInCard(trigger, sessions, false).analysis).toBeNull();
    const { analysis } = checkInCard(trigger, sessions, true);
    expect(analysis?.trend.map((point) => point.level)).toEqual(['low', 'low', 'low', 'moderate', 'high']);
    expect(analysis?.changes).toEqual([
      'Your mood in your latest sessions was lower than in the sessions before.',
      'New in your latest sessions: work.',
      'Stress and worry came up more strongly from one session to the next.',
    ]);
    expect(analysis?.helped).toEqual([
      { goal: 1, style: 1, sessions: 2 },
      { goal: 2, style: 3, sessions: 1 },
    ]);
  });
});
