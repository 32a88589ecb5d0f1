/**
 * "Never other people's names unless the user adds them": what the coach writes for the
 * user to keep (a suggested goal, a memory note) is refused when it may name someone. Plain words
 * have no capital inside a sentence but "I", days, months, holidays, languages, "Mum" and "Dad"
 * and acronyms (SATs, GCSEs), so any other capitalised word is taken for a name, and so is a
 * sentence's first word that the user wrote with a capital mid-sentence ("Sam" in "I told Sam").
 * Cautious on purpose: a false alarm costs one suggestion or note, a name would put someone
 * else's private business on the user's pages.
 */

const ALLOWED = new Set([
  'i',
  "i'm",
  "i'll",
  "i've",
  "i'd",
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'christmas',
  'easter',
  'ramadan',
  'eid',
  'diwali',
  'hanukkah',
  'thanksgiving',
  'english',
  'spanish',
  'french',
  'german',
  'chinese',
  'arabic',
  'latin',
  'mum',
  'mom',
  'dad',
  'internet',
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const CAPITALISED = /^\p{Lu}/u;
/** An acronym, or its plural: it names an exam or a thing, not a person. */
const ACRONYM = /^\p{Lu}{2,}s?$/u;
/** What comes before a sentence's first word: nothing, or an end of sentence or line. */
const SENTENCE_START = /(^|[.!?:;\n])[\s"'“‘(]*$/u;

const allowed = (word: string): boolean => ACRONYM.test(word) || ALLOWED.has(word.toLowerCase().replace(/’/g, "'"));

/** Each word of the text, with whether it starts a sentence. */
function words(text: string): { word: string; initial: boolean }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], initial: SENTENCE_START.test(text.slice(0, match.index)) }));
}

/** The words the user wrote with a capital inside a sentence: names, most of them. */
function namesUsed(userTexts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of userTexts) {
    for (const { word, initial } of words(text)) if (!initial && CAPITALISED.test(word) && !allowed(word)) names.add(word);
  }
  return names;
}

/** Whether `text` may name someone (see above); `userTexts` are the user's own words the writer read. */
export function mayNameSomeone(text: string, userTexts: readonly string[] = []): boolean {
  const used = namesUsed(userTexts);
  return words(text).some(({ word, initial }) => CAPITALISED.test(word) && !allowed(word) && (!initial || used.has(word)));
}
