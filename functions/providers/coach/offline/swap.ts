/**
 * Turning the user's words toward them ("I feel stuck" -> "you feel stuck"), the core move of
 * reflective listening, written as a person would: the verb agrees with the new subject, a missing
 * apostrophe is put back, and words the user quoted from someone else are left as they were said.
 */

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
  // "We" is the user and someone else; echoed as "we" it would sound as if the coach had been there.
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
};

/** Contractions typed without their apostrophe, which a coach writing back would spell out. */
const APOSTROPHES: Record<string, string> = {
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  havent: "haven't",
  hasnt: "hasn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  arent: "aren't",
  werent: "weren't",
  thats: "that's",
  theres: "there's",
  theyre: "they're",
  shes: "she's",
  whats: "what's",
};

const I_FORMS = new Set(['i', "i'm", 'im', "i've", 'ive', "i'll", "i'd"]);

/** After "I" (or "we"), these verbs change form for "you": "I was" -> "you were". */
const AFTER_I: Record<string, string> = { am: 'are', was: 'were', "wasn't": "weren't", wasnt: "weren't" };

/** Words that can stand between "I" and its verb without changing the verb: "I really was". */
const BETWEEN = new Set(['really', 'just', 'always', 'never', 'still', 'also', 'actually', 'literally', 'honestly', 'even', 'kinda']);

/** Swaps first-person words for second-person ones, keeping everything else as written. */
export function swapPronouns(text: string): string {
  const tokens = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .split(/(\s+)/);
  let subject = false;
  let quoting = false;
  return tokens
    .map((token) => {
      if (/^\s*$/.test(token)) return token;
      const match = /^([^\p{L}']*)([\p{L}']+)([^\p{L}']*)$/u.exec(token);
      const opens = /"/.test(match?.[1] ?? token);
      const closes = /"/.test(match?.[3] ?? '');
      const inQuote = quoting || opens;
      if (opens && !closes) quoting = true;
      if (closes) quoting = false;
      if (!match || inQuote) return token;
      const [, before, word, after] = match as unknown as [string, string, string, string];
      const lower = word.toLowerCase();
      const agreed = subject ? AFTER_I[lower] : undefined;
      subject = ['i', 'we'].includes(lower) || (subject && BETWEEN.has(lower));
      if (word === 'US') return token;
      let swapped = agreed ?? SWAPS[lower] ?? APOSTROPHES[lower] ?? word;
      if (swapped !== word && word.length > 1 && word === word.toUpperCase()) swapped = swapped.toUpperCase();
      // "I", "I'm" are capitalised anywhere; "My" only opening a sentence, which stays one.
      else if (swapped !== word && !I_FORMS.has(lower) && /^\p{Lu}/u.test(word))
        swapped = swapped.charAt(0).toUpperCase() + swapped.slice(1);
      return `${before}${swapped}${after}`;
    })
    .join('');
}
