import type { Harm, RiskTier } from '#shared/safety';
import { VOCABULARY } from './patterns/vocabulary';

/**
 * The crisis screen's rules are data (patterns/*.ts, grouped by tier); this module gives them a
 * type and compiles them once, at import, so that screening a message never builds a RegExp.
 */

/**
 * How a match counts:
 * - `self`: the user's own risk; the pattern itself says so ("myself", "i wish i was").
 * - `infer`: the user's own risk unless the nearest subject before it is someone else
 *   ("my friend said she wants to die"), then it counts as `third`.
 * - `third`: someone else is at risk: tier a (support and resources for the user), none in
 *   news, fiction or schoolwork.
 * - `others`: the user may harm someone else: tier c with harmToOthers.
 * - `question`: a question about means ("lethal dose of tylenol"): its tier alone, c after
 *   distress in this chat (the indirect ask).
 * - `ambiguous`: innocent alone (a rope, a roof, "thanks for everything, bye"): none alone, c
 *   after distress in this chat.
 * - `weak`: a word of death said near "I" ("why am I even alive"): tier a only when the nearest
 *   subject within a few words is the user, and never in a joke. A backstop for the paraphrases
 *   no specific pattern foresaw.
 * - `mask`: a figure of speech or a report ("this exam is killing me", "I used to cut"): its words
 *   are blanked before the risk rules run, and its tier (often none) counts.
 */
export type RuleKind = 'self' | 'infer' | 'third' | 'others' | 'question' | 'ambiguous' | 'weak' | 'mask';

export interface Rule {
  /** Stable id reported in `reasons`, e.g. 'method.overdose'. */
  id: string;
  kind: RuleKind;
  tier: RiskTier;
  /**
   * A regular expression over normalised text (normalise.ts), or a list of alternatives (one per
   * line, easier to review); `{NAME}` expands from the vocabulary.
   */
  pattern: string | readonly string[];
  /** False when the pattern already contains its negation ("i do not want to live"). Default true. */
  negatable?: boolean;
  /** Often said for effect ("kms this wifi", "I'm going to kill him lol"): softened when joking. */
  hyperbole?: boolean;
  /** The tier when the message places the act in the past ("when I was 15", "years ago"). */
  pastTier?: RiskTier;
  /**
   * The harm of docs/safety.md the rule is about, which chooses the help shown; suicide and
   * self-harm when unset (harm to others for kind `others`).
   */
  harm?: Harm;
  /**
   * A warning sign that counts only in company: beside the writer's own finding of one of these
   * harms, in the same message or earlier in the chat, or beside another sign (of another rule)
   * that escalates one of them. Fainting after days without food is an eating disorder's
   * emergency, and hiding in a closet while someone bangs on the door is danger now; alone, each
   * is an ordinary day.
   */
  escalates?: readonly Harm[];
  /**
   * How a sign makes the harm with another sign, short of a finding of it: `core` (the default)
   * with any sign that pairs; `with-core` only beside a core sign (a secret, a gift, a young age:
   * ordinary beside each other); `never`: only once the harm is found (a deadline: "my essay is
   * due by midnight" beside "I'm 16" is no harm).
   */
  pairs?: 'core' | 'with-core' | 'never';
}

export interface CompiledRule extends Required<Omit<Rule, 'pattern' | 'pastTier' | 'escalates'>> {
  pastTier: RiskTier | undefined;
  escalates: readonly Harm[] | undefined;
  regex: RegExp;
}

/** Expands `{NAME}` (recursively) from the vocabulary; an unknown name is a programming error. */
export function expand(pattern: string): string {
  return pattern.replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = VOCABULARY[name];
    if (value === undefined) throw new Error(`Unknown vocabulary entry {${name}}`);
    return expand(value);
  });
}

/** Whole words only: a match may not start or end inside a word ("kill" in "skill"). */
export const wholeWords = (pattern: string, flags = 'g'): RegExp => new RegExp(`(?<![a-z0-9])(?:${expand(pattern)})(?![a-z0-9])`, flags);

export function compile(rules: readonly Rule[]): CompiledRule[] {
  return rules.map((rule) => ({
    id: rule.id,
    kind: rule.kind,
    tier: rule.tier,
    negatable: rule.negatable ?? true,
    hyperbole: rule.hyperbole ?? false,
    pastTier: rule.pastTier,
    harm: rule.harm ?? (rule.kind === 'others' ? 'harm-to-others' : 'suicide-self-harm'),
    escalates: rule.escalates,
    pairs: rule.pairs ?? 'core',
    regex: wholeWords(typeof rule.pattern === 'string' ? rule.pattern : rule.pattern.join('|')),
  }));
}
