/**
 * Small text tools for the offline coach: words, sentences, and turning the user's own words
 * back toward them ("I feel stuck" -> "you feel stuck"), the core move of reflective listening.
 */

/** Lower-case words, apostrophes kept ("don't"), curly ones straightened. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  );
}

/** Sentences of a text, trimmed, without empty ones. */
export function sentences(text: string): string[] {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** How many sentences a reply has, counted as the tests and the 2-5 sentence rule count them. */
export const sentenceCount = (text: string): number => text.split(/[.!?](?=\s|$)/).filter((s) => s.trim()).length;

const SWAPS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
};

const I_FORMS = new Set(['i', "i'm", 'im', "i've", 'ive', "i'll", "i'd"]);

/** After "I", these verbs change form for "you". */
const AFTER_I: Record<string, string> = { am: 'are', was: 'were', "wasn't": "weren't" };

/** Words that open a sentence naturally after "It sounds like ...". */
const SUBJECTS = new Set([
  'you',
  "you're",
  "you've",
  "you'll",
  "you'd",
  'your',
  'it',
  "it's",
  'they',
  "they're",
  'he',
  "he's",
  'she',
  "she's",
  'we',
  "we're",
  'everything',
  'nothing',
  'everyone',
  'nobody',
  'people',
  'things',
  'there',
  "there's",
  'life',
  'this',
  'that',
]);

/** Fillers that open a sentence without adding meaning. */
const FILLERS =
  /^(?:(?:well|so|um+|uh+|hmm+|ok(?:ay)?|yeah|yes|no|honestly|basically|like|and|but|also|i mean|to be honest|tbh|ugh+|idk|i guess|i suppose|maybe|probably|perhaps)[,.!]?\s+)+/i;

/** A user clause, turned toward the user, and whether it reads as a sentence after "It sounds like". */
export interface Reflection {
  /** Pronoun-swapped clause, e.g. "you feel like nobody listens". */
  swapped: string;
  /** The user's own words, unchanged, for quoting. */
  quoted: string;
  /** True when `swapped` starts with a subject and so can follow "It sounds like". */
  clause: boolean;
}

/** Swaps first-person words for second-person ones, keeping everything else as written. */
export function swapPronouns(text: string): string {
  const tokens = text.replace(/[\u2018\u2019]/g, "'").split(/(\s+)/);
  let previous = '';
  return tokens
    .map((token) => {
      if (/^\s+$/.test(token) || token === '') return token;
      const match = /^([^\p{L}']*)([\p{L}']+)([^\p{L}']*)$/u.exec(token);
      if (!match) return token;
      const [, before, word, after] = match as unknown as [string, string, string, string];
      const lower = word.toLowerCase();
      let swapped = SWAPS[lower] ?? (previous === 'i' ? AFTER_I[lower] : undefined) ?? word;
      if (swapped !== word && word.length > 1 && word === word.toUpperCase()) swapped = swapped.toUpperCase();
      // "I", "I'm" are capitalised anywhere; "My" only opening a sentence, which stays one.
      else if (swapped !== word && !I_FORMS.has(lower) && /^\p{Lu}/u.test(word))
        swapped = swapped.charAt(0).toUpperCase() + swapped.slice(1);
      previous = lower;
      return `${before}${swapped}${after}`;
    })
    .join('');
}

/** Trims a clause to the words that matter: no opening fillers, hedges or closing punctuation. */
export function tidy(text: string): string {
  const calm = /\p{Ll}/u.test(text) ? text : text.toLowerCase().replace(/\bi\b/g, 'I');
  return calm
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(FILLERS, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?…-]+$/u, '')
    .replace(/(?:,?\s+(?:i guess|i think|i suppose|tbh|lol|haha+|i dunno|or something|you know|actually|really|though))+$/i, '')
    .replace(/[\s,;:.!?…-]+$/u, '')
    .trim();
}

const MAX_WORDS = 14;

/** The clauses of a sentence: the whole of it when short, then its parts. */
function clausesOf(sentence: string): string[] {
  const parts = sentence
    .split(/,|;|:|\s+-\s+|\s+(?:because|but|and|so|although|though|which|cause|cos)\s+/i)
    .map(tidy)
    .filter((part) => words(part).length >= 2 && words(part).length <= MAX_WORDS);
  return words(sentence).length <= MAX_WORDS ? [sentence, ...parts] : parts;
}

/** Turns a user clause toward the user, marking whether it reads as a sentence. */
function turnToward(quoted: string): Reflection {
  let swapped = swapPronouns(quoted);
  const first = words(swapped)[0] ?? '';
  // "really stressed about exams" reads as "you're really stressed about exams".
  if (!SUBJECTS.has(first) && STATE_OPENER.test(swapped)) swapped = `you're ${swapped}`;
  const clause = SUBJECTS.has(words(swapped)[0] ?? '');
  if (clause) swapped = swapped.charAt(0).toLowerCase() + swapped.slice(1);
  return { swapped, quoted, clause };
}

const STATE_OPENER =
  /^(?:so|really|very|feeling|kind of|kinda|pretty|just|not|too|always|never|a bit|a little|quite|somewhat|slightly|super|completely|totally)\b/i;

/**
 * A reflection of the user's message: a clause that says most about them (one naming a feeling
 * or topic, else one about themselves), of at most 14 words, preferring one that reads as a
 * sentence. Undefined when nothing can be reflected well (questions to the coach, sentences
 * about "you").
 */
export function reflect(message: string, salient: (text: string) => boolean): Reflection | undefined {
  const personal = (text: string) => /\b(i|i'm|im|i've|my|me|myself)\b/i.test(text);
  const clauses = sentences(message)
    .filter((sentence) => !sentence.endsWith('?'))
    .map(tidy)
    .filter((sentence) => sentence && !/\b(you|your|you're|u|ur)\b/i.test(sentence))
    .flatMap(clausesOf)
    .map((clause) => turnToward(tidy(clause)))
    .filter((reflection) => words(reflection.quoted).length > 0);
  const ranked = [
    (r: Reflection) => r.clause && salient(r.quoted),
    (r: Reflection) => r.clause && personal(r.quoted),
    (r: Reflection) => salient(r.quoted),
    (r: Reflection) => r.clause,
    () => true,
  ];
  for (const test of ranked) {
    const found = clauses.find(test);
    if (found) return found;
  }
  return undefined;
}

/** Fills {placeholders} of a template; unknown ones are left empty. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Capitalises the first letter of a sentence. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
