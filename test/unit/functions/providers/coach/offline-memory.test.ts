import { composeReply } from '../../../../../functions/providers/coach/offline/compose';
import type { CoachMemory, CoachRequest } from '../../../../../functions/providers/coach';

/** The offline coach picks up where the last session left off: goals and the last check-in. */

const memory: CoachMemory = {
  goals: [
    { text: 'Call my grandad on Sundays', chatGoal: 3 },
    { text: 'Walk for ten minutes after classes.', chatGoal: 2 },
  ],
  lastCheckIn: { daysAgo: 3, mood: 2 },
  notes: ['You mentioned feeling stressed about exams in June.'],
};

const first = (content: string, extra: Partial<CoachRequest> = {}): string =>
  composeReply({ goal: 2, style: 1, firstName: 'Ada', turns: [{ role: 'user', content }], memory, ...extra });

describe('the offline coach with memory', () => {
  it("names the goal that fits the session's coaching goal in its first reply, as part of a sentence", () => {
    expect(first('I have so much homework this week')).toMatch(/"Walk for ten minutes after classes"[ ,]/);
    expect(first('hi')).toContain('"Walk for ten minutes after classes"');
  });

  it('speaks of a low check-in from the last two days before any goal', () => {
    const reply = first('hello', { memory: { ...memory, lastCheckIn: { daysAgo: 1, mood: 1 } } });

    expect(reply).toMatch(/last check-in .*very low/);
    expect(reply).not.toContain('Walk for ten minutes');
  });

  it('says nothing remembered after the first reply, beside risk, in a flagged chat, or without memory (Basic)', () => {
    const later = composeReply({
      goal: 2,
      style: 1,
      firstName: 'Ada',
      memory,
      turns: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hi Ada, what is on your mind?' },
        { role: 'user', content: 'exams mostly' },
      ],
    });

    expect(later).not.toContain('Walk for ten minutes');
    expect(first('i want to kill myself')).not.toContain('Walk for ten minutes');
    expect(first('work is hard', { careful: 'gentle' })).not.toContain('Walk for ten minutes');
    expect(first('work is hard', { memory: undefined })).not.toMatch(/Walk for ten minutes|check-in/);
  });
});
