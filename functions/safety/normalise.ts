/**
 * Turns a message into the plain form the crisis patterns are written against: lower case, no
 * apostrophes, contractions spelled out, texting shorthand and common fast-typing misspellings
 * mapped to one spelling, leetspeak decoded, stretched letters collapsed, and clause boundaries
 * marked with " | " so that no pattern (and no negation) reaches across a comma or a "but".
 *
 * Everything here is a precompiled table: normalising a 4,000-character message is a handful of
 * linear passes.
 */

export interface Normalised {
  /** Clauses joined by " | ", with a leading and trailing " | ". */
  text: string;
  /** A laughing or joking marker (lol, lmao, 😂, 💀, jk...): hyperbole is likelier. */
  joking: boolean;
}

/**
 * Laughing and joking markers, read before punctuation and emoji are dropped; Spanish laughs
 * ("jajaja", "jsjs", "xd") too.
 */
const JOKING =
  /\b(?:lol+|lo+l(?:ol)*|lmf?ao+|rofl|ha(?:ha)+h?|he(?:he)+|jk|jking|just kidding|a?ja(?:ja)+j?|js(?:js)+|xd+)\b|😂|🤣|💀|😹|🙄/u;

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
/** A word mixing letters with leet characters ("k1ll", "mys3lf", "su1c1de"); a plain number is left alone. */
const MAYBE_LEET = /[a-z][0-9@$!][a-z0-9]|[0-9@$][a-z]/;
const LEET_WORD = /\b(?=[a-z0-9@$!]*[a-z])[a-z][a-z0-9@$!]*[0-9@$!][a-z0-9@$!]*[a-z0-9@$]|\b[0-9@$][a-z]+[0-9@$!]?[a-z]*\b/g;

/**
 * Whole-word replacements. Contractions are spelled out so that every negation reads "not" and
 * every "I'm" reads "i am"; misspellings seen in fast typing map to the word the patterns expect.
 */
const WORDS: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  ill: 'i will',
  ima: 'i am going to',
  imma: 'i am going to',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  wouldnt: 'would not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  aint: 'is not',
  nah: 'no',
  nope: 'no',
  hw: 'how',
  wat: 'what',
  wht: 'what',
  gonna: 'going to',
  gunna: 'going to',
  gona: 'going to',
  wanna: 'want to',
  wana: 'want to',
  wanan: 'want to',
  wnat: 'want',
  wnt: 'want',
  watn: 'want',
  gotta: 'got to',
  tryna: 'trying to',
  finna: 'going to',
  shes: 'she is',
  hes: 'he is',
  theyre: 'they are',
  youre: 'you are',
  youll: 'you will',
  youve: 'you have',
  youd: 'you would',
  theyll: 'they will',
  theyve: 'they have',
  theyd: 'they would',
  itll: 'it will',
  weve: 'we have',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  its: 'it is',
  u: 'you',
  ur: 'your',
  r: 'are',
  ppl: 'people',
  bc: 'because',
  cuz: 'because',
  idk: 'i do not know',
  rn: 'right now',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2nyt': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  anymor: 'anymore',
  myslef: 'myself',
  mysefl: 'myself',
  myelf: 'myself',
  mself: 'myself',
  myslf: 'myself',
  meself: 'myself',
  mysel: 'myself',
  mysef: 'myself',
  myserlf: 'myself',
  suicde: 'suicide',
  sucide: 'suicide',
  suicied: 'suicide',
  suiside: 'suicide',
  sucicide: 'suicide',
  suicid: 'suicide',
  suicdie: 'suicide',
  sewerslide: 'suicide',
  // Spanish texting shorthand (the Spanish patterns are written against the full words).
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  abt: 'about',
  tmb: 'tambien',
  tb: 'tambien',
  pa: 'para',
  suicidle: 'suicidal',
  suicdal: 'suicidal',
  sucidal: 'suicidal',
  suicidial: 'suicidal',
  suisidal: 'suicidal',
  suicidel: 'suicidal',
  sucicidal: 'suicidal',
  dieing: 'dying',
  dyin: 'dying',
  ded: 'dead',
  livng: 'living',
  liveing: 'living',
  livin: 'living',
  disapear: 'disappear',
  dissapear: 'disappear',
  dissappear: 'disappear',
  disapper: 'disappear',
  overdoes: 'overdose',
  overdoze: 'overdose',
  ovrdose: 'overdose',
  overdsoe: 'overdose',
  od: 'overdose',
  ods: 'overdoses',
  oding: 'overdosing',
  pils: 'pills',
  pillz: 'pills',
  cuting: 'cutting',
  hurtin: 'hurting',
  killin: 'killing',
  thinkin: 'thinking',
  foreve: 'forever',
  forver: 'forever',
  foever: 'forever',
  thinkng: 'thinking',
  bout: 'about',
  selfharm: 'self harm',
  selfharming: 'self harming',
  alot: 'a lot',
  slited: 'slit',
  tyenol: 'tylenol',
  tylenl: 'tylenol',
  endng: 'ending',
  edning: 'ending',
  paracetemol: 'paracetamol',
  paracetmol: 'paracetamol',
  paracetomol: 'paracetamol',
  attemped: 'attempted',
  attemtped: 'attempted',
  atempted: 'attempted',
  anymroe: 'anymore',
  anymore: 'anymore',
  nomore: 'no more',
  tonights: 'tonight is',
  todays: 'today is',
  embarasment: 'embarrassment',
  embarassment: 'embarrassment',
  embarrasment: 'embarrassment',
  til: 'until',
  till: 'until',
};
/** Only the words in the table: one pass, no callback for the other words. */
const WORD = new RegExp(`\\b(?:${Object.keys(WORDS).join('|')})\\b`, 'g');

/** Phrase-level fixes that need a neighbour to be safe, applied after the word table. */
const PHRASES: Array<[RegExp, string]> = [
  [/\bsewer slide\b/g, 'suicide'],
  [/\bmy self\b/g, 'myself'],
  // "sh" means self-harm only beside words that say so; elsewhere it is "shh".
  [/\bsh(?= (?:urges?|again|scars?|relapse)\b)/g, 'self harm'],
  [/\b(relapsed on|relapse on|clean from|clean of|urges? to|started|doing) sh\b/g, '$1 self harm'],
  // "s/h" (the slash dropped): self-harm wherever it stands.
  [/\bs h(?:d|ed)?\b/g, 'self harm'],
  // "unalive" is algospeak for kill; alone at the end of a clause it means killing oneself.
  [/\bunalive(?= *(?:$|\|))/g, 'kill myself'],
  [/\bunalive (?=thoughts?\b)/g, 'suicidal '],
  [/\b(want|wanna|want to|need to) unalive(?= *(?:so|really|rn|right|bad|badly|\||$))/g, 'want to kill myself'],
  [/\bsuicide (?=thoughts?\b)/g, 'suicidal '],
  // "ctb" (catch the bus) is slang for killing oneself.
  [/\bctb (?=thoughts?\b)/g, 'suicidal '],
  [/\bctb\b/g, 'kill myself'],
  [/\bunalive\b/g, 'kill'],
  [/\b(want|going|have|need|wish|ready|about|trying) 2 (?=[a-z])/g, '$1 to '],
  [/\bk m s\b/g, 'kms'],
  // "al" is Spanish ("al día") as often as a slip for "all": only before words that say which.
  [/\bal (?=(?:the|my|of|these|those|them|her|his|their|at once)\b)/g, 'all '],
  [/\b(it|them|end|do) al\b/g, '$1 all'],
  // Clipped Spanish "toy" and "ta" (estoy, está) before what they usually carry.
  [/\btoy (?=(?:escondid|encerrad|parad|sentad|sol|en |aqui|afuera|bien|mal|muy|tan|harta?|cansad))/g, 'estoy '],
  [
    /\bta (?=(?:rompiendo|pegando|gritando|convulsionando|borracho|enojado|buscando|sangrando|tirado|inconsciente|morado|frio|aqui|afuera)\b)/g,
    'esta ',
  ],
  // "hell send" is "he'll send" with the apostrophe dropped, before a verb of sharing or telling.
  [/\b(he|she)ll (?=(?:show|send|post|leak|tell|share|put|expose|hurt|kill|beat|hit)\b)/g, '$1 will '],
  [/\bal(?= *\|)/g, 'all'],
];

/**
 * Clause boundaries: punctuation (Spanish's opening ¿ and ¡ too) and the conjunctions that usually
 * start a contrasting clause, in English and Spanish.
 */
const BOUNDARY = /[.!?¿¡;,:\n\r()[\]{}"]+|\b(?:but|though|although|however|except|whereas|pero|aunque|sino)\b/g;

/** Emoji that stand for a means of harm, and the word the patterns read for each. */
const MEANS_EMOJI_WORDS: Record<string, string> = { '\u{1F52B}': 'gun', '\u{1F48A}': 'pills', '\u{1FAA2}': 'rope', '\u{1F52A}': 'knife' };
const MEANS_EMOJI = new RegExp(`[${Object.keys(MEANS_EMOJI_WORDS).join('')}]`, 'gu');

/** Decodes leetspeak in the words that mix letters with digits or symbols. */
const unleet = (text: string): string =>
  MAYBE_LEET.test(text)
    ? text.replace(LEET_WORD, (word) => (MEASURE.test(word) ? word : word.replace(/[013457@$!]/g, (c) => LEET[c] ?? c)))
    : text;

/** A number with its unit or ordinal ("3am", "5th", "40mg", "17yo"): a time or an amount, not leetspeak. */
const MEASURE = /^\d+(?:am|pm|st|nd|rd|th|s|yo|y|k|kg|lbs?|mg|ml|g|hrs?|h|mins?|m|x|ft|mi)$/;

/** One message in the form the patterns read (see above); `joking` is read before emoji are dropped. */
export function normalise(raw: string): Normalised {
  // Accents and the tilde are folded away ("días" -> "dias", "daño" -> "dano"), so Spanish is
  // read as letters rather than dropped with the other symbols below.
  const lower = raw
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
  const joking = JOKING.test(lower);
  // "OD'd" must be read before apostrophes go, or it becomes the word "odd".
  const plain = lower
    .replace(/\bod[\u2018\u2019\u02bc']e?d\b/g, 'overdosed')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4']/g, '')
    // "4,000 mg" and "2.5 g" are one number, not two clauses.
    .replace(/(\d)[.,](?=\d)/g, '$1');
  let text = unleet(plain)
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(BOUNDARY, ' | ')
    // Emoji that name a means are read as its word ("🔫 tonight").
    .replace(MEANS_EMOJI, (emoji) => ` ${MEANS_EMOJI_WORDS[emoji]} | `)
    // An emoji usually closes a thought: "i'm dying 😭 this video" is two clauses.
    .replace(/\p{Extended_Pictographic}+/gu, ' | ')
    .replace(/[^a-z0-9| ]+/g, ' ')
    .replace(WORD, (word) => WORDS[word]!);
  text = ` | ${text.replace(/\s+/g, ' ')} | `;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return { text: text.replace(/\s+/g, ' '), joking };
}
