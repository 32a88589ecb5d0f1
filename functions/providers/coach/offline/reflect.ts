import { literalFigure, plainFigures, TEXTSPEAK } from './plain-words';
import { NON_ANSWER, asksOrRequests } from './speech-acts';
import { swapPronouns } from './swap';
import { sentences, words } from './text';

/**
 * Choosing what of the user's message to reflect back, and in what shape. A clause is only echoed
 * when it will read as a sentence a person would write after "It sounds like": it tells (it does
 * not ask or request), it has a subject and a verb, it is neither a fragment nor a run-on, and it
 * does not end on a word that needs more after it. When nothing qualifies, the coach says so plainly.
 */

/** A user clause, turned toward the user, and whether it reads as a sentence after "It sounds like". */
export interface Reflection {
  /** Pronoun-swapped clause, e.g. "you feel like nobody listens". */
  swapped: string;
  /** The user's own words, unchanged, for quoting. */
  quoted: string;
  /** True when `swapped` has a subject and a verb and so can follow "It sounds like". */
  clause: boolean;
}

/** Openers that add no meaning. "no" and "not really" only with a comma: "no one cares" keeps its "no". */
const FILLERS =
  /^(?:(?:well|so|um+|uh+|hmm+|ok(?:ay)?|yeah|yes|honestly|basically|like|and|but|also|i mean|to be honest|tbh|ugh+|idk|i guess|i suppose|maybe|probably|perhaps|hi+|hey+|hello+|hiya|yo|omg|wow|good news|guess what|anyway|now|then|and then)[,.!]?\s+|(?:no|nah|not really|kind of|sort of|kinda|thanks|i don't know|i dont know)[,.!]\s+)+/i;

/** Hedges and sign-offs at the end of a clause; "not really" keeps its "really". */
const CLOSERS =
  /(?:,?\s+(?:i guess|i think|i suppose|tbh|lol|haha+|ugh+|smh|fml|i dunno|or something|you know|actually|(?<!\bnot\s)really|though|thanks|thank you|please))+$/i;

/** Trims a clause to the words that matter: no opening fillers, hedges, emoji or closing punctuation. */
export function tidy(text: string): string {
  const calm = /\p{Ll}/u.test(text) ? text : text.toLowerCase().replace(/\bi\b/g, 'I');
  const plain = TEXTSPEAK.reduce((out, [pattern, by]) => out.replace(pattern, by), calm);
  return plain
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/^[\s,\-*•\d.)]+(?=\p{L})/u, '')
    .replace(FILLERS, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?…-]+$/u, '')
    .replace(CLOSERS, '')
    .replace(/[\s,;:.!?…-]+$/u, '')
    .trim();
}

const MAX_WORDS = 14;
const CONJUNCTION = /\s+(because|but|and|so|although|though|which|cause|cos|then)\s+/i;

/**
 * Splits at "and", "but", "because" only between clauses: "me and my friend made up" stays whole,
 * because a left side of fewer than three words is a subject, not a clause.
 */
function splitAtConjunctions(piece: string): string[] {
  const [first, ...rest] = piece.split(CONJUNCTION);
  const parts: string[] = [];
  let current = first ?? '';
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const [joiner, next] = [rest[i]!, rest[i + 1]!];
    if (words(current).length < 3 || words(next).length < 2) current = `${current} ${joiner} ${next}`;
    else {
      parts.push(current);
      current = next;
    }
  }
  return [...parts, current];
}

/** The clauses of a sentence: the whole of it when short, then its parts. */
function clausesOf(sentence: string): string[] {
  const pieces = sentence.split(/[,;:]|\s+-\s+/).map(tidy);
  const parts = pieces.flatMap(splitAtConjunctions).map(tidy);
  // "we're going to a festival, what do I need to bring" is a question after all.
  const whole = words(sentence).length <= MAX_WORDS && !pieces.some((piece) => asksOrRequests(piece.toLowerCase()));
  return whole ? [tidy(sentence), ...parts] : parts;
}

/** Words a clause may open with that are not names, so they can be written in lower case mid-sentence. */
const COMMON_OPENERS =
  /^(?:you|your|my|me|when|whenever|if|rent|money|exams|homework|it|it's|its|they|they're|he|he's|she|she's|we|there|there's|this|that|that's|these|those|the|a|an|some|every|all|most|no|everyone|everybody|everything|everything's|nobody|nothing|someone|people|things|life|today|tonight|yesterday|tomorrow|school|work|uni|college|home|physics|maths|math|been|was|had|got|feeling|thinking|trying|going|getting|struggling|can't|didn't|don't|haven't|just|really|so|very|pretty|too|super|kind|kinda|quite|totally|completely|always|never|not|tired|stressed|sad|anxious|worried|scared|overwhelmed|exhausted|lonely|bored|nervous|angry|upset|done|sick|stuck|lost|confused|busy|behind|happy|excited|proud)$/i;

/** A state without its subject ("so tired of it", "just sad") reads as "I'm ...". */
const STATE =
  /^(?:so|really|very|pretty|too|just|super|quite|totally|completely|a bit|a little|kind of|kinda|always|feeling|tired|stressed|sad|anxious|worried|scared|overwhelmed|exhausted|lonely|bored|nervous|angry|upset|done|sick|stuck|confused|busy|behind|thinking|trying|going|getting|struggling)\b/i;
/** A past or habit without its subject ("been thinking about my ex", "can't stop crying") reads as "I ...". */
const ACTION = /^(?:been|can't|cant|couldn't|didn't|didnt|don't|dont|haven't|havent|had|got|felt|keep|kept|need|spent|woke|skipped)\b/i;

/** Puts back the subject a texted sentence dropped, and writes a common first word in lower case. */
function withSubject(text: string): string {
  const first = text.split(' ')[0] ?? '';
  const lowered = COMMON_OPENERS.test(first.replace(/[^\p{L}']/gu, '')) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  if (/[,;]/.test(lowered)) return lowered;
  if (/^was\b/.test(lowered)) return `I ${lowered}`;
  if (/^been\b/.test(lowered)) return `I've ${lowered}`;
  if (ACTION.test(lowered)) return `I ${lowered}`;
  if (STATE.test(lowered)) return `I'm ${lowered}`;
  return lowered;
}

/** Subjects that make what follows a clause, unless it runs on as "you and your friend ...". */
const PRONOUN_SUBJECT =
  /^(?:you|you're|you've|you'll|you'd|it|it's|they|they're|they've|he|he's|she|she's|there|there's|everyone|everybody|nobody|no one|someone|everything|everything's|nothing|people|things|life|that's)\b/i;
/** Words that carry a clause: verbs, common auxiliaries, and the adverbs that sit before a verb. */
const VERBISH =
  /\b(?:am|is|are|was|were|be|been|have|has|had|do|does|did|can|could|will|would|should|might|must|get|gets|got|keep|keeps|kept|feel|feels|felt|seem|seems|say|says|said|tell|tells|told|think|thinks|know|knows|want|wants|need|needs|hate|hates|love|loves|make|makes|made|take|takes|took|went|goes|left|broke|forgot|lost|spent|never|always|still|just|\w+ed|\w+'(?:re|ve|s|ll|d|m)|\w+n't)\b/i;
/** Two-word clauses that say nothing alone: "you think", "you know". */
const THIN = /^\S+ (?:think|guess|know|mean|suppose|feel|see|agree|said|say|wonder|bet|believe|hope|wish|want|need)$/i;
/** Endings that need more after them, or point at something the reply will not show. */
/** Relative clauses cut from their noun: "who you've known since year 7". */
const FRAGMENT = /^(?:who|whom|whose|which|where)\b/i;
const UNFINISHED = /\b(?:and|but|or|because|cause|cos|the|a|an|your|my|if|than|when|since|not|then)$/i;
const BARE_OBJECT = /^(?:\S+\s+){1,2}(?:it|that|this|them)$/i;

/** Whether a swapped clause reads as a sentence: a subject, then a verb. */
function readsAsSentence(swapped: string): boolean {
  const list = words(swapped);
  if (list.length < 2 || THIN.test(swapped)) return false;
  if (PRONOUN_SUBJECT.test(swapped)) return !['and', 'or'].includes(list[1]!) || VERBISH.test(list.slice(2).join(' '));
  // Anything else is one clause only without a comma ("Mostly maths, you feel ..." is two).
  if (/[,;]/.test(swapped)) return false;
  // "your parents expect top grades": a possessive opens a clause unless it is a bare noun phrase ("your mum").
  if (/^your\b/i.test(swapped)) return VERBISH.test(swapped) || list.length >= 4;
  // "school is a lot", "when you get a compliment you ...": a short opening, then a verb.
  const verbAt = list.findIndex((word, index) => index > 0 && VERBISH.test(word));
  return verbAt > 0 && verbAt <= 4;
}

/** Turns a user clause toward the user, marking whether it reads as a sentence. */
function turnToward(quoted: string): Reflection {
  const swapped = swapPronouns(withSubject(plainFigures(quoted)));
  return { swapped, quoted, clause: readsAsSentence(swapped) };
}

/** A question inside a statement ("I want to know how I stop overthinking") is still a question. */
const WANTS_TO_KNOW =
  /\b(?:(?:want|wanna|need|trying|try|like)\s+to\s+(?:know|figure out|work out|understand|find out)|wondering|wonder)\s+(?:how|what|whether|if|why|where|when|who)\b/;

/** Whether a clause is fit to echo: not a fragment, a non-answer, a run-on or a loose pronoun. */
function echoable(reflection: Reflection): boolean {
  const text = reflection.quoted.toLowerCase();
  const count = words(text).length;
  return (
    count >= (reflection.clause ? 2 : 3) &&
    count <= MAX_WORDS &&
    !NON_ANSWER.test(text) &&
    !asksOrRequests(text) &&
    !UNFINISHED.test(text) &&
    !FRAGMENT.test(text) &&
    !WANTS_TO_KNOW.test(text) &&
    !literalFigure(reflection.clause ? reflection.swapped : reflection.quoted) &&
    !(reflection.clause && BARE_OBJECT.test(reflection.swapped))
  );
}

/** Sentences spoken to the coach ("you don't get it"), outside anything the user quoted. */
const TO_THE_COACH = /\b(?:you|your|you're|youre|yourself|u|ur)\b/i;

/**
 * A reflection of the user's message: a clause that says most about them (one naming a feeling
 * or topic, else one about themselves), of at most 14 words, preferring one that reads as a
 * sentence. Undefined when nothing can be reflected well (questions and requests to the coach,
 * sentences about "you", non-answers, lists of single words).
 */
export function reflect(message: string, salient: (text: string) => boolean): Reflection | undefined {
  const personal = (text: string) => /\b(i|i'm|im|i've|my|me|myself)\b/i.test(text);
  const clauses = sentences(message.replace(/[\u201c\u201d]/g, '"'))
    .filter((sentence) => !sentence.endsWith('?'))
    .map(tidy)
    .filter((sentence) => sentence && !asksOrRequests(sentence.toLowerCase()))
    .filter((sentence) => !TO_THE_COACH.test(sentence.replace(/"[^"]*"/g, '')))
    .flatMap(clausesOf)
    .filter(Boolean)
    .map(turnToward)
    .filter(echoable);
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
