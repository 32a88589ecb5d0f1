import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../web/src/features/chat/voice/sentences';
import { MAX_SPEECH_TEXT as MAX_SPEECH_CHARS } from '#shared/voice';

describe('splitting a reply into spoken sentences', () => {
  it('cuts after each sentence, keeping closing quotes and dropping blank pieces', () => {
    expect(splitSentences('Hi there. How are you?  "Great!" she said…\n\nOK')).toEqual([
      'Hi there.',
      'How are you?',
      '"Great!"',
      'she said…',
      'OK',
    ]);
  });

  it('gives nothing to say for blank text', () => {
    expect(splitSentences('  \n ')).toEqual([]);
  });

  it('cuts a sentence longer than one speech request at a space, so no word is split', () => {
    const long = `${'word '.repeat(1_000)}end.`;
    const pieces = splitSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= MAX_SPEECH_CHARS)).toBe(true);
    expect(pieces.join(' ')).toBe(long.trim());
  });
});
