import { localNotes } from '../../../../../functions/domain/memory/local-notes';

/** The notes the coach proposes without an AI provider. */

describe('localNotes', () => {
  it('ties a stated feeling to its topic in fixed words, keeping a month', () => {
    expect(localNotes(['I have exams in June and they stress me out so much.'], 3)).toEqual([
      'You mentioned feeling stressed about exams in June.',
    ]);
    expect(localNotes(['honestly my boss makes me anxious every single shift'], 3)).toEqual(['You mentioned feeling anxious about work.']);
  });

  it('never echoes the user’s other words, so a name they wrote never reaches a note', () => {
    const [note] = localNotes(['My friend Priya makes me so anxious when she ignores my texts.'], 3);

    expect(note).toBe('You mentioned feeling anxious about your friendships.');
    expect(note).not.toMatch(/priya/i);
  });

  it('skips questions, negated feelings, sentences not about the user, and a topic already noted', () => {
    expect(localNotes(['Am I stressed about exams?', 'I am not worried about my sleep.', 'Exams are stressful for everyone.'], 3)).toEqual(
      [],
    );
    expect(localNotes(['My exams stress me.', 'My tests make me anxious too.'], 3)).toEqual([
      'You mentioned feeling stressed about exams.',
    ]);
  });

  it('proposes at most the limit', () => {
    const messages = ['My exams stress me.', 'My boss makes me anxious.', 'My mum makes me angry.', 'My sleep makes me worried.'];

    expect(localNotes(messages, 2)).toHaveLength(2);
  });
});
