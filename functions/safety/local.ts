import { higherTier, RISK_TIERS, type Harm, type HelpLanguage, type RiskTier } from '#shared/safety';
import { languageOf } from './language';
import { normalise } from './normalise';
import {
  AILMENT,
  AMBIGUOUS,
  ASKS_IF_HUMAN,
  DISTRESS,
  FIRST_PERSON,
  LETHAL,
  NEGATION,
  OTHERS_SUBJECT,
  PAST,
  RECENT,
  RECOVERY,
  REPORTING,
  SETBACK,
  THIRD_PERSON,
  WHEN,
} from './patterns/context';
import { crisisProbability, DISTRESS_PROBABILITY, modelTier, SURE_PROBABILITY, trainedModel, type CrisisModel } from './model/crisis-model';
import { MASKS } from './patterns/masks';
import { TIER_A } from './patterns/tier-a';
import { TIER_B } from './patterns/tier-b';
import { TIER_C } from './patterns/tier-c';
import { HARM_RULES, SPANISH_MASKS } from './patterns/harms';
import { compile, wholeWords, type CompiledRule } from './rules';

/**
 * The local crisis screen (SAFETY.md 1 and 2): pure, synchronous, no network, so it decides even
 * when no AI provider answers. A message is normalised, figures of speech are blanked, then each
 * risk rule is matched; a match counts unless a negation governs it, and counts for someone else
 * when its nearest subject is someone else. Questions about means and ambiguous messages (a roof,
 * a rope, "bye") are raised to tier c after distress earlier in the chat, and to at least tier b
 * after a loss or a setback ("I just lost my job. What are the bridges taller than 25 m?").
 */

export interface ScreenInput {
  text: string;
  /** Earlier USER messages of this chat, oldest first (for indirect asks). */
  previous?: readonly string[];
}

export interface ScreenResult {
  tier: RiskTier;
  /** The user asks whether the coach is real, a person, human, a bot, a therapist. */
  asksIfHuman: boolean;
  harmToOthers: boolean;
  /**
   * The harm of docs/safety.md behind the tier (its help is shown), when the tier is a crisis tier:
   * the harm of the most serious finding.
   */
  harm?: Harm;
  /** The language the message is written in, for the help and the fixed replies. */
  language: HelpLanguage;
  /** Rule ids that fired, e.g. 'method.thoughts', 'negated', 'idiom.killing-me'; never message text. */
  reasons: string[];
}

/** How much of the chat before a message is read for distress: its recent turns, bounded in cost. */
export const PREVIOUS_WINDOW = 10;
export const PREVIOUS_CHARS = 2_000;
/** Words before a match that can hold its negation or its subject. */
const LOOK_BACK_CHARS = 120;
const SUBJECT_WORDS = 8;
/** Fewer words than this give the model too little to judge a message alone. */
const MODEL_MIN_WORDS = 4;
const rank = (tier: RiskTier): number => RISK_TIERS.indexOf(tier);
const wordCount = (masked: string): number => masked.split(/[^a-z]+/).filter(Boolean).length;

const MASK_RULES = compile([...MASKS, ...SPANISH_MASKS]);
const RISK_RULES = compile([...TIER_C, ...TIER_B, ...TIER_A, ...AMBIGUOUS, ...HARM_RULES]);
const NEGATED = new RegExp(`(?<![a-z0-9])${NEGATION.replace(/\$$/, '')} $`);
const IS_REPORTING = wholeWords(REPORTING, '');
const IS_RECENT = wholeWords(RECENT, '');
const IS_PAST = wholeWords(PAST, '');
const IS_RECOVERY = wholeWords(RECOVERY, '');
const HAS_WHEN = wholeWords(WHEN, '');
const ASKS_HUMAN = wholeWords(ASKS_IF_HUMAN, '');
const IS_DISTRESS = wholeWords(DISTRESS, '');
const IS_SETBACK = wholeWords(SETBACK, '');
const IS_AILMENT = wholeWords(AILMENT, '');
const IS_LETHAL = wholeWords(LETHAL, '');
/** Questions of how many tablets, or of strong ones: dosing when the chat names the pain they are for. */
const DOSE_QUESTIONS: ReadonlySet<string> = new Set(['question.how-many-to-die', 'ambiguous.strong-medicine', 'es.question.means']);
const SPEAKS_OF_OTHERS = wholeWords(OTHERS_SUBJECT, '');

interface Hit {
  rule: CompiledRule;
  /** Someone else is the one at risk. */
  third: boolean;
  /** Where it matched, so that a question is not its own context ("looking up ways to kill myself"). */
  start: number;
  end: number;
}

/** "I", not "my": the speaker as subject, for weak rules ("my dog died" is not about the user). */
const SPEAKER = new Set(['i', 'me', 'myself']);
const WEAK_SUBJECT_WORDS = 4;

/** True when the nearest subject within a few words before a weak match is the user. */
function spokenOfSelf(prefix: string): boolean {
  const words = prefix.trim().split(' ');
  for (let i = words.length - 1; i >= Math.max(0, words.length - WEAK_SUBJECT_WORDS); i--) {
    if (SPEAKER.has(words[i]!)) return true;
    if (THIRD_PERSON.has(words[i]!)) return false;
  }
  return false;
}

/** True when the nearest subject before a match is someone else ("my friend said she ..."). */
function someoneElse(prefix: string): boolean {
  const words = prefix.trim().split(' ');
  for (let i = words.length - 1; i >= Math.max(0, words.length - SUBJECT_WORDS); i--) {
    const word = words[i]!;
    if (FIRST_PERSON.has(word)) return false;
    if (THIRD_PERSON.has(word)) return true;
  }
  return false;
}

/** The normalised text with its figures of speech blanked ("_"), and the masks that did it. */
function mask(text: string): { masked: string; hits: Hit[] } {
  const hits: Hit[] = [];
  let masked = text;
  for (const rule of MASK_RULES) {
    masked = masked.replace(rule.regex, () => {
      hits.push({ rule, third: false, start: -1, end: -1 });
      return '_';
    });
  }
  return { masked, hits };
}

/** What the crisis model reads: a message normalised and masked, as the patterns read it. */
export const maskedText = (raw: string): string => mask(normalise(raw).text).masked;

/** The rules that fire on masked text, after negation. */
function match(masked: string, reasons: Set<string>, hits: Hit[]): Hit[] {
  for (const rule of RISK_RULES) {
    for (const found of masked.matchAll(rule.regex)) {
      const clauseStart = masked.lastIndexOf('|', found.index) + 1;
      const prefix = masked.slice(Math.max(clauseStart, found.index - LOOK_BACK_CHARS), found.index);
      if (rule.negatable && NEGATED.test(prefix)) {
        reasons.add('negated');
        continue;
      }
      if (rule.kind === 'weak' && !spokenOfSelf(prefix)) continue;
      const third = rule.kind === 'third' || (rule.kind === 'infer' && someoneElse(prefix));
      hits.push({ rule, third, start: found.index, end: found.index + found[0].length });
    }
  }
  return hits;
}

/**
 * The model backs the patterns up (model/crisis-model.ts) but does not overrule their judgments:
 * where they found nothing it may say tier a; where they found tier a or b it may raise it to b or
 * c. A negation, a figure of speech or a joke the patterns recognised ("I don't want to die, just
 * this week over", "dying of embarrassment") is left to them, as word counts cannot read scope.
 */
function withModel(tier: RiskTier, own: RiskTier, masked: string, reasons: Set<string>, model: CrisisModel): RiskTier {
  // A question about means is b alone and c after distress by design; the model, which cannot see
  // the chat, does not second-guess that.
  if (tier === 'c' || [...reasons].some((reason) => reason.startsWith('question.'))) return tier;
  // A harm of the past told with present wellbeing is a gentle check-in at most (patterns/context.ts
  // RECOVERY): the words of the past do not let the model raise it.
  if (reasons.has('recovery')) return tier;
  const judged = [...reasons].some((reason) => reason === 'negated' || reason.startsWith('idiom.') || reason === 'joking');
  // A word or two ("now", "I'm fine") is too little for word counts to judge alone. A long message
  // is read in parts: one figure of speech or negation somewhere in it does not silence the rest
  // (its words are blanked already, and a negation costs at most a tier (a) reply).
  const words = wordCount(masked);
  const short = model.windowWords === undefined || words <= model.windowWords;
  if (tier === 'none' && ((judged && short) || words < MODEL_MIN_WORDS)) return tier;
  const learned = modelTier({ masked }, model);
  // On the model's word alone, tier a: a supportive reply with the resources. Its b and c heads
  // read "I'm going to call my mum tonight" as a plan; where the patterns found the writer's own
  // risk they may raise it. Alone, only a reading of (c) it is surest of becomes a stronger
  // referral (b): a fixed reply rather than the coach, for a plan in words no pattern foresaw.
  // Someone else's risk stays a: the model cannot tell whose risk its words are, and a friend's
  // plan told by a worried supporter is not the supporter's.
  const sure = learned === 'c' && !SPEAKS_OF_OTHERS.test(masked) && crisisProbability({ masked }, model) >= SURE_PROBABILITY;
  const ceiling: RiskTier = own !== 'none' ? 'c' : sure ? 'b' : 'a';
  const raised = learned === 'none' ? tier : higherTier(tier, rank(learned) > rank(ceiling) ? ceiling : learned);
  if (raised !== tier) reasons.add(`model.${raised}`);
  return raised;
}

/** What the chat's earlier messages showed: pain (distress or a risk tier), and a loss or setback. */
interface Before {
  distress: boolean;
  setback: boolean;
  /** The highest tier an earlier message met on its own. */
  risk: RiskTier;
  /** The harms earlier messages showed for the writer, which their signs escalate (Rule.escalates). */
  harms: ReadonlySet<Harm>;
  /**
   * The innocent-sounding cues (rules of kind `ambiguous`) earlier messages showed: two different
   * ones across the chat's turns are preparation as they are in one message ("I've made up my
   * mind", then "can you tell my sister I love her").
   */
  cues: ReadonlySet<string>;
  /** An ailment a medicine is for (patterns/context.ts AILMENT) was named. */
  ailment: boolean;
  /** Distress in words or a tier the patterns found (not the model's alone) was shown. */
  worry: boolean;
  /**
   * Warning signs earlier messages showed, each ordinary alone: a sign in this message pairs with
   * them as with its own ("he threw a plate at the wall", then "he's coming up the stairs").
   */
  signs: readonly CompiledRule[];
}
const NOTHING_BEFORE: Before = {
  distress: false,
  setback: false,
  risk: 'none',
  harms: new Set(),
  cues: new Set(),
  ailment: false,
  worry: false,
  signs: [],
};

/**
 * When two findings share the most serious tier, the harm whose help fits best: an emergency
 * first, then harm to others, then the specific harms before suicide and self-harm (988 is offered
 * with every one of them).
 */
const HARM_PRECEDENCE: readonly Harm[] = [
  'emergency',
  'harm-to-others',
  'sexual-exploitation',
  'abuse-at-home',
  'eating-disorder',
  'substance-challenge',
  'suicide-self-harm',
];

/** A screen's finding: its tier, and the harm behind it once it is a crisis tier. */
interface Finding {
  tier: RiskTier;
  harm?: Harm;
}

/** The more telling of two findings: the higher tier, then the harm that comes first above. */
function worse(current: Finding, tier: RiskTier, harm: Harm): Finding {
  if (rank(tier) > rank(current.tier)) return { tier, harm };
  if (rank(tier) === rank(current.tier) && tier !== 'none') {
    const first = current.harm === undefined || HARM_PRECEDENCE.indexOf(harm) < HARM_PRECEDENCE.indexOf(current.harm);
    return first ? { tier, harm } : current;
  }
  return current;
}

/** The screen of one message, with what the chat showed before it. */
function screenOne(
  raw: string,
  before: Before,
  model: CrisisModel | null,
): Omit<ScreenResult, 'language'> & {
  normalised: string;
  masked: string;
  ownHarms: ReadonlySet<Harm>;
  cues: readonly string[];
  signs: CompiledRule[];
} {
  const distressBefore = before.distress;
  const { text, joking } = normalise(raw);
  const reasons = new Set<string>();
  const masking = mask(text);
  const hits = match(masking.masked, reasons, masking.hits);
  // A joke marker softens hyperbole ("kms this wifi 😂") unless a time makes it concrete or the chat
  // already showed distress.
  const softened = joking && !distressBefore && !HAS_WHEN.test(text);
  const recovering = IS_RECOVERY.test(text);
  const past = (IS_PAST.test(text) && !IS_RECENT.test(text)) || recovering;
  // The most serious finding for the writer, and for someone else: its tier and its harm.
  let own: Finding = { tier: 'none' };
  let others: Finding = { tier: 'none' };
  let harmToOthers = false;
  const deferred: Hit[] = [];
  const distressing: Hit[] = [];
  const escalating: Hit[] = [];
  for (const hit of hits) {
    const { rule } = hit;
    if (rule.escalates && !hit.third) {
      escalating.push(hit);
      continue;
    }
    reasons.add(rule.id);
    if (rule.kind === 'question' || rule.kind === 'ambiguous') {
      deferred.push(hit);
    } else if (hit.third) {
      reasons.add('third-person');
      if (IS_REPORTING.test(text)) reasons.add('reporting');
      else {
        others = worse(others, 'a', rule.harm);
      }
    } else if (rule.kind === 'weak' && joking) {
      reasons.add('joking');
    } else if (rule.kind === 'others') {
      if (softened && rule.hyperbole) reasons.add('joking');
      else {
        others = worse(others, 'c', rule.harm);
        harmToOthers = true;
      }
    } else {
      let tier = rule.pastTier && past ? rule.pastTier : rule.tier;
      if (rule.pastTier && past) reasons.add('past');
      // Told with present wellbeing, a harm of the past is a gentle check-in at most.
      if (rule.pastTier && recovering && rank(tier) > rank('a')) {
        reasons.add('recovery');
        tier = 'a';
      }
      if (softened && rule.hyperbole && tier !== 'none') {
        reasons.add('joking');
        tier = 'a';
      }
      own = worse(own, tier, rule.harm);
      if (tier !== 'none') distressing.push(hit);
    }
  }
  // A sign that only counts beside its harm (fainting after days without food): the harm must be
  // the writer's, in this message or earlier in the chat.
  const ownHarms = new Set([...before.harms, ...distressing.map((hit) => hit.rule.harm)]);
  const shares = (x: CompiledRule, y: CompiledRule) => x.id !== y.id && x.escalates!.some((harm) => y.escalates!.includes(harm));
  const pair = (x: CompiledRule, y: CompiledRule) =>
    x.pairs !== 'never' && y.pairs !== 'never' && (x.pairs === 'core' || y.pairs === 'core') && shares(x, y);
  const beside = (hit: Hit) => hit.rule.escalates!.some((harm) => ownHarms.has(harm));
  // Signs that pair first (two different ones make the harm, in this message or with an earlier
  // one), then those that need it found.
  const allSigns = [...escalating.map((hit) => hit.rule), ...before.signs];
  const counted = escalating.filter(
    (hit) => hit.rule.pairs !== 'never' && (beside(hit) || allSigns.some((other) => pair(hit.rule, other))),
  );
  for (const hit of counted) ownHarms.add(hit.rule.harm);
  counted.push(...escalating.filter((hit) => hit.rule.pairs === 'never' && beside(hit)));
  for (const hit of counted) {
    reasons.add(hit.rule.id);
    own = worse(own, hit.rule.tier, hit.rule.harm);
    distressing.push(hit);
  }
  // Exploitation with a wish to die over it is the crisis screen (docs/safety.md).
  if (ownHarms.has('sexual-exploitation') && distressing.some((hit) => hit.rule.harm === 'suicide-self-harm')) {
    reasons.add('exploitation.with-despair');
    own = { tier: 'c', harm: 'sexual-exploitation' };
  }
  // The indirect ask: a question about means, or an innocent-sounding message, after distress
  // earlier in the chat or elsewhere in this message: tier c; after a loss or a setback, at least b.
  // Two different warning signs in one message (a rope and "I know what it's for") are
  // preparation even with nothing before them.
  const cues = deferred.filter((hit) => hit.rule.kind === 'ambiguous').map((hit) => hit.rule.id);
  const signs = new Set([...before.cues, ...cues]);
  const setback = deferred.length > 0 && (before.setback || IS_SETBACK.test(masking.masked));
  // How many tablets, asked about the pain they are for, with no distress and no death named: dosing.
  const dosing =
    own.tier === 'none' &&
    (before.ailment || IS_AILMENT.test(masking.masked)) &&
    !before.worry &&
    !IS_DISTRESS.test(masking.masked) &&
    !IS_LETHAL.test(masking.masked);
  for (const hit of deferred) {
    if (dosing && DOSE_QUESTIONS.has(hit.rule.id)) {
      reasons.add('dosing');
      continue;
    }
    const distress =
      distressBefore ||
      signs.size > 1 ||
      IS_DISTRESS.test(masking.masked) ||
      distressing.some((other) => other.end <= hit.start || other.start >= hit.end);
    if (distress) reasons.add('context');
    else if (setback) reasons.add('setback');
    const asked = distress ? 'c' : setback ? higherTier(hit.rule.tier, 'b') : hit.rule.tier;
    own = worse(own, asked, hit.rule.harm);
  }
  let tier = higherTier(own.tier, others.tier);
  // The patterns know only the wordings someone foresaw; the model catches some paraphrases.
  if (model) tier = withModel(tier, own.tier, masking.masked, reasons, model);
  // The chat's risk carried forward: after a message of tier (b) or (c), pain that is not a tier
  // on its own ("it's all just so heavy", "forget it, doesn't matter") is still tier (a).
  if (tier === 'none' && rank(before.risk) >= rank('b') && !softened && showsDistress(masking.masked, model)) {
    reasons.add('carried');
    tier = 'a';
  }
  const found = worse(own, others.tier, others.harm ?? 'suicide-self-harm');
  const harm = tier === 'none' ? undefined : (found.harm ?? 'suicide-self-harm');
  // A weapon beside a target is harm to others, with its protocol (SAFETY.md 3).
  if (harm === 'harm-to-others' && tier === 'c') harmToOthers = true;
  return {
    tier,
    asksIfHuman: ASKS_HUMAN.test(text),
    harmToOthers,
    ...(harm && { harm }),
    reasons: [...reasons],
    normalised: text,
    masked: masking.masked,
    ownHarms: new Set(distressing.map((hit) => hit.rule.harm)),
    cues,
    signs: escalating.map((hit) => hit.rule),
  };
}

/**
 * Pain short of a risk tier: words of distress, or a message the model finds closer to crisis
 * talk than to ordinary chat. Enough to make a later question about means an indirect ask.
 */
function showsDistress(masked: string, model: CrisisModel | null): boolean {
  if (IS_DISTRESS.test(masked)) return true;
  return model !== null && wordCount(masked) >= MODEL_MIN_WORDS && crisisProbability({ masked }, model) >= DISTRESS_PROBABILITY;
}

/**
 * What the chat showed before this message: distress, and a loss or setback, read from the newest
 * earlier messages first, at most PREVIOUS_WINDOW of them and PREVIOUS_CHARS in all, so that the
 * whole screen stays within the cost of two long messages however long the chat.
 */
function chatBefore(previous: readonly string[], model: CrisisModel | null): Before {
  let budget = PREVIOUS_CHARS;
  const before = { ...NOTHING_BEFORE, harms: new Set<Harm>(), cues: new Set<string>(), signs: [] as CompiledRule[] };
  for (let i = previous.length - 1; i >= Math.max(0, previous.length - PREVIOUS_WINDOW) && budget > 0; i--) {
    const message = previous[i]!;
    const recent = message.length > budget ? message.slice(-budget) : message;
    budget -= recent.length;
    const screened = screenOne(recent, NOTHING_BEFORE, model);
    before.risk = higherTier(before.risk, screened.tier);
    for (const harm of screened.ownHarms) before.harms.add(harm);
    before.signs.push(...screened.signs);
    for (const id of screened.cues) before.cues.add(id);
    before.ailment ||= IS_AILMENT.test(screened.masked);
    before.worry ||=
      IS_DISTRESS.test(screened.masked) || (screened.tier !== 'none' && screened.reasons.some((reason) => !reason.startsWith('model.')));
    if (screened.tier !== 'none' || showsDistress(screened.masked, model)) {
      before.distress = true;
      before.setback = true;
    }
    before.setback ||= IS_SETBACK.test(screened.masked);
    // Nothing older can change what this message gets once distress and a tier (b) are known.
    if (before.distress && rank(before.risk) >= rank('b')) break;
  }
  return before;
}

/**
 * Screens one user message, locally: sync, pure, no network; a fraction of a millisecond for a
 * typical message and a few for 4,000 characters (`npm run bench` prints the figures).
 * `previous` (the chat's earlier user messages) matters only for indirect asks. `model` is the
 * trained crisis model; the bench passes others (or null: patterns alone) to measure each part.
 */
export function screenLocally(input: ScreenInput, model: CrisisModel | null = trainedModel): ScreenResult {
  const {
    normalised,
    masked: _masked,
    ownHarms: _ownHarms,
    cues: _cues,
    signs: _signs,
    ...result
  } = screenOne(input.text, chatBefore(input.previous ?? [], model), model);
  // The language is the screened message's own; the earlier messages need none.
  return { ...result, language: languageOf(normalised) };
}
