/**
 * How a person writing back puts a young person's words: texting shorthand and slang written out
 * or dropped, and figures of speech said plainly. "this homework is killing me" is reflected as
 * "this homework is wearing you down", never as "it is killing you"; a figure with no plain
 * wording ("I'm so dead") is not reflected at all. The crisis screen (SAFETY.md 1) has already
 * read the message before the coach does; this is only about how the coach words its reflection.
 */

/** Texting shorthand and slang, written out or dropped. */
export const TEXTSPEAK: [RegExp, string][] = [
  [/\brn\b/gi, 'right now'],
  [/\babt\b/gi, 'about'],
  [/\btmrw\b/gi, 'tomorrow'],
  [/\bppl\b/gi, 'people'],
  [/\b(?:bc|cuz|coz)\b/gi, 'because'],
  [/\bsmth\b/gi, 'something'],
  [/\bgf\b/gi, 'girlfriend'],
  [/\bbf\b/gi, 'boyfriend'],
  [/\b(?:imma|ima|i'ma)\b/gi, "I'm going to"],
  [/\b(?:gonna|finna)\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'have to'],
  [/\btryna\b/gi, 'trying to'],
  [/\bdunno\b/gi, "don't know"],
  [/\bprolly\b/gi, 'probably'],
  [/\brly\b/gi, 'really'],
  [/\bsrsly\b/gi, 'seriously'],
  [/\btho\b/gi, 'though'],
  [/\bb4\b/gi, 'before'],
  [/\br\b(?=\s+\p{L})/giu, 'are'],
  [/\bw\/\s*/gi, 'with '],
  [/\bsus\b/gi, 'off'],
  [/\bmid\b(?!-)/gi, 'meh'],
  // Laughter between two clauses separates them: "leg day destroyed me lol i can barely walk".
  [/\s*\b(?:lol|lmao|smh|haha+)\b\s*/gi, ', '],
  // Slang that only adds emphasis, dropped as a person writing back would.
  [/\s*\b(?:tbh|ngl|omg|fr|fr fr|frfr|lowkey|low key|highkey|high key|deadass|no cap|istg|ong|bruh|literally)\b/gi, ''],
];

/** Figures of speech for how much something weighs on someone, with a plain wording. */
const FIGURES: [RegExp, string][] = [
  [/\b(?:killing|destroying|murdering|wrecking|ruining)\s+me\b/gi, 'wearing me down'],
  [/\b(?:working|worked)\s+me\s+to\s+death\b/gi, 'working me too hard'],
  [/\b(going to|gonna|will|would|'ll|'d)\s+kill\s+me\b/gi, '$1 be really angry with me'],
  [/\bdying of (?:stress|pressure)\b/gi, 'really stressed'],
  [/\bdying of (?:boredom)\b/gi, 'really bored'],
  [/\bdying of (?:embarrassment|cringe|shame)\b/gi, 'really embarrassed'],
  [/\bdead tired\b/gi, 'exhausted'],
  [/\b(bored|scared|worried|sick|tired)\s+to\s+death\b/gi, 'really $1'],
];

/** A figure with no plain wording: "I'm dying", "I'm so dead", "I'm cooked", "my head will explode". */
const UNSAYABLE =
  /\b(?:i'?m|i am|you're|you are)\s+(?:\w+\s+){0,2}(?:dying|dead|cooked|done for)\b|\b(?:kill\w*|destroy\w*|murder\w*|wreck\w*)\s+(?:me|you)\b|\bto death\b|\bdeath of (?:me|you)\b|\bexplod\w*|\b(?:i|you)(?:'ll| will|'d| would| could| might)\s+(?:\w+\s+)?die\b|\b(?:going to|gonna) die\b/i;

/** The user's figures of speech said plainly, before their words are turned toward them. */
export const plainFigures = (text: string): string => FIGURES.reduce((out, [pattern, by]) => out.replace(pattern, by), text);

/** Whether words would still read as a figure taken literally ("it's killing you"), so are not reflected. */
export const literalFigure = (text: string): boolean => UNSAYABLE.test(text);
