import { MAX_SPEECH_TEXT as MAX_SPEECH_CHARS } from '#shared/voice';

/** A sentence: text up to and including its closing punctuation (and any closing quotes), or the rest. */
const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["'”’)\]]*|\n+|$)/g;

/** Splits text longer than one speech request allows at spaces, so no word is cut. */
function capped(sentence: string): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SPEECH_CHARS) {
    const space = rest.lastIndexOf(' ', MAX_SPEECH_CHARS);
    const cut = space > 0 ? space : MAX_SPEECH_CHARS;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return rest ? [...parts, rest] : parts;
}

/**
 * A reply cut into the pieces it is spoken in: one sentence each, so the first can play while the
 * next is synthesized. Empty pieces are dropped and none is longer than a speech request takes.
 */
export function splitSentences(text: string): string[] {
  return (text.match(SENTENCE) ?? [])
    .map((piece) => piece.trim())
    .filter(Boolean)
    .flatMap(capped);
}
