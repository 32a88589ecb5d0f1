import { joinContinuation, splitSentences } from '../../../../../functions/domain/chat/sentence-gate';

describe('where a streamed reply may be released', () => {
  it.each([
    ['That sounds hard. And then', 'That sounds hard. ', 'And then'],
    ['Take 2.5 minutes', '', 'Take 2.5 minutes'],
    ['Really? Yes! Maybe', 'Really? Yes! ', 'Maybe'],
    ['A list:\n- one', 'A list:\n', '- one'],
    ['She said "stop." Then', 'She said "stop." ', 'Then'],
    ['No end yet', '', 'No end yet'],
  ])('%j releases %j and keeps %j', (pending, ready, rest) => {
    expect(splitSentences(pending)).toEqual({ ready, rest });
  });

  it.each([
    ['It was', 'late', 'It was late'],
    ['It was ', 'late', 'It was late'],
    ['It ended', '. Then', 'It ended. Then'],
    ['', 'Start', 'Start'],
  ])('joins a continued reply %j + %j as %j', (start, rest, joined) => {
    expect(joinContinuation(start, rest)).toBe(joined);
  });
});
