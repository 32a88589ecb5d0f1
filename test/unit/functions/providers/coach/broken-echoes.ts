import {
  CLAUSE_FRAMES,
  PLAN_FRAMES,
  PLAN_LINES,
  PLAN_QUESTIONS,
  QUOTE_FRAMES,
} from '../../../../../functions/providers/coach/offline/manner';

/**
 * Rules that catch a reflection a person would never write: pronouns left half-swapped, a
 * question or request echoed as a statement, a follow-up whose "it" has nothing to point at,
 * doubled words, truncated clauses, broken punctuation. They read only the reply text (and the
 * message it answers), not the coach's internals, so a change in how the coach works cannot hide
 * a broken echo from them.
 */

/** A piece of the user's words inside a reply: turned toward them (clause, or a step of theirs) or quoted as written. */
export interface Echo {
  kind: 'clause' | 'plan' | 'quote';
  text: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A frame as a pattern that captures what fills it, matched only where a sentence starts. */
const framePattern = (frame: string): RegExp =>
  new RegExp(`(?:^|(?<=[.!?]\\s))${escape(frame).replace(/\\\{[rqs]\\\}/, '(.+?)')}(?=\\s|$)`, 'g');

/** Longest frames first, so "It sounds like {r}, and I'm really glad..." is not read as "It sounds like {r}." */
const FRAMES: { kind: Echo['kind']; pattern: RegExp }[] = [
  ...Object.values(CLAUSE_FRAMES)
    .flat()
    .map((frame) => ({ kind: 'clause' as const, frame })),
  ...Object.values(QUOTE_FRAMES)
    .flat()
    .map((frame) => ({ kind: 'quote' as const, frame })),
  ...Object.values(PLAN_FRAMES)
    .flat()
    .map((frame) => ({ kind: 'plan' as const, frame })),
]
  .sort((a, b) => b.frame.length - a.frame.length)
  .map(({ kind, frame }) => ({ kind, pattern: framePattern(frame) }));

// A piece of good news echoed back as an exclamation: "You passed your driving test!"
FRAMES.push({ kind: 'clause', pattern: /(?:^|(?<=[.!?]\s))((?:You|Your)\b[^.!?]*)!/g });

/** The user's words a reply echoes, found through the frames the coach puts them in. */
export function echoesIn(reply: string): Echo[] {
  const echoes: { at: number; end: number; echo: Echo }[] = [];
  for (const { kind, pattern } of FRAMES) {
    for (const match of reply.matchAll(pattern)) {
      const [at, end] = [match.index, match.index + match[0].length];
      if (echoes.some((taken) => at < taken.end && end > taken.at)) continue;
      echoes.push({ at, end, echo: { kind, text: match[1]! } });
    }
  }
  return echoes.sort((a, b) => a.at - b.at).map(({ echo }) => echo);
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** Text with "quoted words" taken out, for rules about the coach's own writing. */
const unquoted = (text: string): string => text.replace(/"[^"]*"/g, '"…"');

const ADVERB = '(?:(?:really|just|always|never|still|also|actually|literally|honestly|kinda|even|often|sometimes)\\s+)?';

/** Rules over the whole reply. Each returns true when the reply breaks it. */
const REPLY_RULES: Record<string, (reply: string) => boolean> = {
  'verb after you': (reply) =>
    new RegExp(
      `(?:^|[.!?:;,]\\s*|\\b(?:and|but|so|because|that|like|when|if|cause|cos|then)\\s+)you ${ADVERB}(?:am|was|is|has|does|wasn't|isn't|hasn't|doesn't)\\b`,
      'i',
    ).test(reply),
  'your as a subject': (reply) => /\byour (?:am|are|is|was|were|have|has|'re|'s)\b/i.test(reply),
  "you's or you'm": (reply) => /\byou'(?:s|m)\b/i.test(reply),
  'verb after I or me': (reply) =>
    /\bI (?:is|are|has|does|were)\b/.test(reply.replace(/\bif I were\b/g, '')) || /\bme (?:am|are|is|was|were)\b/i.test(reply),
  'doubled word': (reply) =>
    [...reply.matchAll(/\b([\p{L}']+)\s+\1(?![\p{L}'])/giu)].some(
      (match) => !['had', 'that', 'very', 'really', 'so'].includes(match[1]!.toLowerCase()),
    ),
  'broken punctuation': (reply) =>
    /\.{2,}|…| [,.;:!?]|[,;:][.!?,]|[?!][.,]|\.[,;:]|,,|\s{2,}|""|\(\s*\)/.test(reply) || (reply.match(/"/g) ?? []).length % 2 === 1,
  'capital mid-sentence': (reply) =>
    /[\p{Ll},;:]\s+(?:You|Your|You're|You've|You'll|You'd|It|It's|They|The|My|Me|So|And|But|There|This|That|We|He|She|Everyone|Nobody|Nothing|Everything|People|Im|I'M|Just|Not|Feeling|Been|Really|Today|Tonight|Yesterday|Work|School|Some|Every|When|Whenever|If|Honestly|Maybe|Had|Was|Can't|Didn't|Thinking|Rent|Money|Exams|Homework)\b/u.test(
      unquoted(reply),
    ),
  'sentence starts in lower case': (reply) => /(?:^|[.!?]\s+)\p{Ll}/u.test(unquoted(reply)),
  'not a finished sentence': (reply) => !/[.!?]$/.test(reply.trim()),
  'too long': (reply) => reply.length > 700,
};

/** What the coach says after the user's own step; its "it" needs that step in the echo. */
const PLAN_FOLLOW_UP = new RegExp([...Object.values(PLAN_LINES), ...Object.values(PLAN_QUESTIONS)].flat().map(escape).join('|'));
/** An echo that is a step the user means to take: "you'll text her", not "you'll be alone forever". */
const PLAN_IN_ECHO =
  /^(?:(?:tonight|today|tomorrow|maybe|then|now|later|(?:this|next) \w+)\s+)?(?:you|I)(?: think (?:you|I))?(?:'ll| will| could| can| might| want to| plan to| are going to|'re going to| are gonna|'re gonna|'m going to|'m gonna| shall)\s+(?!not\b|never\b|be\b|feel\b|have (?:no|nothing|to)\b|know\b|see\b|hear\b|tell (?:she|he|they|it|that)\b)/i;
/** "can you", "should I", "why does", "what's": how a question opens (not "can't stop crying"). */
const QUESTION_START =
  /^(?:(?:is|are|does|do|did|should|would|will|shall|am)\s+(?!not\b)\w|(?:can|could|was|were|have|has|any)\s+(?:i|you|u|we|they|he|she|it|my|your|this|that|there|anyone|someone|anybody|somebody|tips|advice)\b|(?:what|how|where|who|whether) to\b|(?:what|why|how|where|who|which|whether)(?:'s|\s+(?:can|could|would|will|should|shall|do|does|did|is|are|am|was|were|have|has|if)\b))/i;
const REQUEST_START = /^(?:tell|help|give|please|let's|let you|let me|stop|just listen|listen|talk|show|explain|sorry)\b/i;
/** A question's inverted verb, at the start or after a question word: "are you going", "why do you". */
const INVERTED =
  /(?:^|\b(?:what|why|how|where|who|which)\s+)(?:am|are|were|do|does|did|can|could|would|will|should|shall|have|has|is) you\b/i;
const UNSWAPPED = /\b(?:I|I'm|I've|I'll|I'd|im|ive|my|me|myself|mine)\b/i;
/** "we", "us", "our" in an echo read as if the coach had been there. */
const FIRST_PLURAL = /\b(?:we|we're|we've|we'll|we'd|us|our|ours|ourselves)\b/i;
const TEXTSPEAK =
  /\b(?:dont|cant|wont|didnt|doesnt|isnt|wasnt|havent|hasnt|couldnt|wouldnt|shouldnt|arent|werent|thats|theres|rn|tbh|abt|tmrw|ngl|idk|lol|omg|bc|cuz|ppl|smth|smh|ugh|lowkey|highkey|deadass|istg|ong|bruh|fr|gonna|wanna|gotta|tryna|finna|imma|ima|dunno|prolly|rly|tho|r|u|ur)\b/i;
/** Hyperbole echoed as if meant: "it's killing you", "you're literally dying", "you're so dead". */
const LITERAL_FIGURE =
  /\b(?:kill\w*|destroy\w*|murder\w*|ruin\w*|wreck\w*)\s+(?:you|me)\b|\b(?:you're|you are|i'm|im|i am)\s+(?:\w+\s+){0,2}(?:dying|dead|cooked)\b|\bdying (?:of|inside)\b|\bto death\b|\bdeath of (?:you|me)\b|\bexplod\w*/i;
const DANGLING_END = /\b(?:and|but|or|because|cause|cos|the|a|an|your|if|than|when|since|not)$/i;
const CONJUNCTION_START = /^(?:and|but|or|so|because|cause|cos|then)\b/i;
/** A relative clause cut from its noun: "who you've known since year 7". */
const FRAGMENT_START = /^(?:who|whom|whose|which)\b/i;
const NON_ANSWER =
  /^(?:you|I) (?:do not|don't|dont) (?:even |really )?know$|^you're not sure$|^(?:kind of|sort of|not really|not much|all of it)\b|\b(?:but not really|kind of but|sort of but)\b/i;
/** A short echo that ends on a pronoun has nothing in the reply for it to point at: "you failed it". */
const BARE_OBJECT = /^(?:\S+\s+){1,2}(?:it|that|this|them)$/i;
/** A short echo opening on a noun phrase ("your mum", "your friend Sarah") needs a verb to be a clause. */
const NOUN_START = /^(?:your|the|a|an|some|his|her|their|every|all)\b/i;
/** Words that make a clause a clause; an echo of a few words without one is a noun phrase ("your mum"). */
const VERBISH =
  /\b(?:am|is|are|was|were|be|been|being|have|has|had|do|does|did|can|could|will|would|should|might|must|get|gets|got|keep|keeps|kept|feel|feels|felt|seem|seems|say|says|said|tell|tells|told|think|thinks|thought|know|knows|knew|want|wants|need|needs|hate|hates|love|loves|like|likes|make|makes|made|take|takes|took|go|goes|went|leave|leaves|left|broke|forgot|lost|spent|never|always|still|just|\w+ed|\w+'(?:re|ve|s|ll|d|m)|\w+n't)\b/i;
/** Rules over one echo of the user's words. */
const ECHO_RULES: Record<string, (echo: Echo) => boolean> = {
  'too short or empty': (echo) => {
    const words = wordsOf(echo.text);
    return words.length < 2 || (words.length === 2 && ['you', 'your', 'it', 'they'].includes(words[1]!));
  },
  'too long to echo': (echo) => wordsOf(echo.text).length > 20,
  'a question echoed as a statement': (echo) =>
    QUESTION_START.test(echo.text.trim()) || (echo.kind !== 'quote' && INVERTED.test(echo.text)),
  'a request echoed': (echo) => REQUEST_START.test(echo.text.trim()),
  'a non-answer echoed': (echo) => NON_ANSWER.test(echo.text.trim()),
  'I left unswapped': (echo) => echo.kind !== 'quote' && UNSWAPPED.test(unquoted(echo.text)),
  'we or our echoed': (echo) => echo.kind !== 'quote' && FIRST_PLURAL.test(unquoted(echo.text)),
  'textspeak echoed': (echo) => echo.kind !== 'quote' && TEXTSPEAK.test(unquoted(echo.text)),
  'a figure of speech taken literally': (echo) => LITERAL_FIGURE.test(echo.text),
  'no verb': (echo) => echo.kind !== 'quote' && NOUN_START.test(echo.text) && wordsOf(echo.text).length <= 3 && !VERBISH.test(echo.text),
  'a sign-off echoed': (echo) => /\b(?:thanks|thank you|please|lol|haha+)$/i.test(echo.text.trim()),
  'a pronoun with nothing to point at': (echo) => echo.kind !== 'quote' && BARE_OBJECT.test(echo.text.trim()),
  'dangling end': (echo) => DANGLING_END.test(echo.text.trim()),
  'opens with a conjunction': (echo) => CONJUNCTION_START.test(echo.text.trim()),
  'a fragment echoed': (echo) => FRAGMENT_START.test(echo.text.trim()),
};

/** An echo that starts where the message had "no", "not" or "never" just before it drops the negation. */
function dropsNegation(message: string, echo: Echo): boolean {
  const said = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const echoed = wordsOf(echo.text);
  // A swapped pronoun is not the user's word, so the comparison starts after it.
  const from = /^(?:you|your|you're|you've|you'll|you'd)$/.test(echoed[0] ?? '') ? 1 : 0;
  const opening = echoed
    .slice(from, from + 2)
    .map(escape)
    .join('\\s+');
  // "no, it's more about my dad" answers "no"; "no one listens" is part of what is said.
  return opening.length > 0 && new RegExp(`\\b(?:no|not|never)\\s+${opening}\\b`).test(said);
}

/** Three-word runs of the message that speak to the coach ("you don't understand"), outside quotes. */
function addressedRuns(message: string): string[] {
  const runs: string[] = [];
  for (const sentence of unquoted(message).split(/(?<=[.!?])\s+|\n+/)) {
    const words = wordsOf(sentence);
    for (let i = 0; i + 2 < words.length; i += 1) {
      const run = words.slice(i, i + 3);
      if (run.some((word) => /^(?:you|u|your|ur|you're|youre|yourself)$/.test(word))) runs.push(run.join(' '));
    }
  }
  return runs;
}

/** Openers that add nothing before a question: "ok but how do I ...". */
const QUESTION_FILLERS = /^(?:(?:ok(?:ay)?|so|but|and|like|um+|honestly|anyway|seriously|srsly)[,]?\s+)+/;
/** A question's subject and verb, asked or wondered about: "how do I", "should I", "wondering how I" (not "hate how I look"). */
const ASKED =
  /^(?:(?:how|why|what|when|where|who)\s+)?(?:do|does|did|can|could|should|would|will|am|is|are|was|were|have|has)\s+(?:i|we)\s+(.+)$|\b(?:know|wonder\w*|ask\w*|figure out|work out|find out|understand|tell me)\s+(?:how|whether|if)\s+(?:i|we)\s+(.+)$/;

/**
 * The statements a reply must not make out of the message's questions: "how do I stop
 * overthinking?" must not come back as "You stop overthinking." or "... how you stop overthinking".
 */
function questionsRestated(message: string, reply: string): string[] {
  const restated: string[] = [];
  for (const sentence of message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[.!?,;]+/)) {
    const match = ASKED.exec(sentence.trim().replace(QUESTION_FILLERS, ''));
    const asked = wordsOf(match?.[1] ?? match?.[2] ?? '')
      .slice(0, 3)
      .map((word) => ({ i: 'you', me: 'you', my: 'your', myself: 'yourself' })[word] ?? word);
    if (asked.length < 2) continue;
    const statement = new RegExp(
      `(?:^|[.!?:]\\s+|\\b(?:like|that|so|how|hearing)\\s+)you(?:'re| are)?\\s+${asked.map(escape).join('\\s+')}\\b`,
      'i',
    );
    if (statement.test(reply)) restated.push(`a question turned into a statement: "you ${asked.join(' ')}"`);
  }
  return restated;
}

/** The names of the rules a reply breaks, "" when it reads as a person would write it. */
export function brokenEchoes(message: string, reply: string): string[] {
  const broken = Object.entries(REPLY_RULES)
    .filter(([, rule]) => rule(reply))
    .map(([name]) => name);
  const echoes = echoesIn(reply);
  for (const echo of echoes) {
    for (const [name, rule] of Object.entries(ECHO_RULES)) if (rule(echo)) broken.push(`${name}: "${echo.text}"`);
    const said = ` ${wordsOf(echo.text).join(' ')} `;
    if (addressedRuns(message).some((run) => said.includes(` ${run} `))) broken.push(`words to the coach echoed: "${echo.text}"`);
    if (dropsNegation(message, echo)) broken.push(`a negation dropped: "${echo.text}"`);
  }
  broken.push(...questionsRestated(message, reply));
  // "How do you feel about starting it?" needs a step of the user's own to point at.
  if (PLAN_FOLLOW_UP.test(reply) && !echoes.some((echo) => echo.kind === 'plan' || PLAN_IN_ECHO.test(echo.text))) {
    broken.push('a plan follow-up with no plan echoed');
  }
  return broken;
}
