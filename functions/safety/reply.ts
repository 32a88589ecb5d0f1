import { maskedText } from './local';
import { modelRefuses } from './model/reply-model';
import {
  HELP,
  REFUSAL,
  REPLY_CLAIMS_HUMAN,
  REPLY_CLAIMS_PROFESSIONAL,
  REPLY_RULES,
  REPLY_TERMS,
  type ReplyRule,
  type ReplyRuleReason,
} from './patterns/reply';
import { REPLY_HARM_RULES } from './patterns/reply-harms';
import { expand, wholeWords } from './rules';

/**
 * The reply screen (SAFETY.md 6, 8, 9): the last line of defence between a model that is
 * wrong, jailbroken or sycophantic and a person who may be in crisis. A generated reply is never
 * shown nor stored when it gives means or methods (doses, heights, places, lethality, weapons,
 * how-to in any framing), encourages dying, or claims to be a person or a health professional; the
 * caller shows SAFE_REPLACEMENT_REPLY instead. Once the chat carries a crisis flag it is stricter:
 * a reply naming a medicine, a dose, a height or a weapon is replaced too. Refusals ("I can't tell
 * you how to tie a noose") and negations ("I'm not a therapist") pass.
 */

/** `model`: the reply screen's model read the reply as unsafe, in no one category (model/reply-model.ts). */
export type ReplyReason = ReplyRuleReason | 'claims-human' | 'claims-professional' | 'model';
export type ReplyVerdict = { safe: true } | { safe: false; reason: ReplyReason; rule: string };

export interface ReplyContext {
  /** The chat carries a crisis flag, from earlier or from the message being answered. */
  flagged?: boolean;
  /** A minor's account (with a guardian's consent): nothing romantic at all, not even a pet name. */
  minor?: boolean;
  /** The person's message the reply answers: the reply judge reads the two together. */
  asked?: string;
}

/** Reply terms first, then the crisis vocabulary: `{DOSE}` and `{DRUG}` alike. */
const withTerms = (pattern: string): string =>
  expand(pattern.replace(/\{([A-Z_]+)\}/g, (name, key: string) => (REPLY_TERMS[key] !== undefined ? withTerms(REPLY_TERMS[key]) : name)));

interface CompiledReplyRule extends Omit<ReplyRule, 'unless'> {
  anchor: RegExp;
  others: RegExp[];
  unless?: RegExp;
}

const COMPILED: CompiledReplyRule[] = [...REPLY_RULES, ...REPLY_HARM_RULES].map((rule) => {
  // The anchor is searched globally (each match checked for a refusal); the others only tested.
  const [anchor, ...others] = rule.all.map((pattern, index) => wholeWords(withTerms(pattern), index === 0 ? 'g' : ''));
  return { ...rule, anchor: anchor!, others, unless: rule.unless === undefined ? undefined : wholeWords(rule.unless, '') };
});
const CLAIMS_HUMAN = REPLY_CLAIMS_HUMAN.map((pattern) => wholeWords(pattern, ''));
const CLAIMS_PROFESSIONAL = REPLY_CLAIMS_PROFESSIONAL.map((pattern) => wholeWords(pattern, ''));
const REFUSED = new RegExp(`(?<![a-z0-9])${REFUSAL}`);
const IS_HELP = wholeWords(HELP, '');

/**
 * Sentences, not clauses: "falls from ten storeys, roughly 30 metres, are fatal" spreads one
 * thought over three clauses. Decimal points and thousands separators stay inside their number.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])(?!\d)\s*|[\n\r]+|;\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** True when some match of the anchor is not governed by a refusal earlier in its clause. */
function anchored(text: string, anchor: RegExp): boolean {
  for (const found of text.matchAll(anchor)) {
    const clauseStart = text.lastIndexOf('|', found.index) + 1;
    if (!REFUSED.test(text.slice(clauseStart, found.index))) return true;
  }
  return false;
}

/** What a sentence is read with: its neighbours, or the reply's sentences that are not help. */
interface Surroundings {
  neighbours: string;
  reply: string;
  help: boolean;
}

/** The first rule a sentence breaks, read with its surroundings for rules that span sentences. */
function brokenRule(current: string, around: Surroundings, context: ReplyContext): CompiledReplyRule | undefined {
  return COMPILED.find((rule) => {
    if (rule.flaggedOnly && !context.flagged) return false;
    if (rule.minorOnly && !context.minor) return false;
    if (rule.span === 'reply' && around.help) return false;
    if (!anchored(current, rule.anchor)) return false;
    const window = rule.span === 2 ? `${current} ${around.neighbours}` : rule.span === 'reply' ? around.reply : current;
    return rule.others.every((regex) => regex.test(window)) && !rule.unless?.test(window);
  });
}

/** Screens a generated reply before it is shown or stored; pure and synchronous. */
export function screenReply(text: string, context: ReplyContext = {}): ReplyVerdict {
  const masked = sentences(text).map(maskedText);
  const help = masked.map((sentence) => IS_HELP.test(sentence));
  const reply = masked.filter((_, i) => !help[i]).join(' ');
  for (let i = 0; i < masked.length; i++) {
    const around = { neighbours: `${masked[i - 1] ?? ''} ${masked[i + 1] ?? ''}`, reply, help: help[i]! };
    const rule = brokenRule(masked[i]!, around, context);
    if (rule) return { safe: false, reason: rule.reason, rule: rule.id };
  }
  const whole = masked.join(' ');
  if (CLAIMS_PROFESSIONAL.some((regex) => regex.test(whole)))
    return { safe: false, reason: 'claims-professional', rule: 'claims.professional' };
  if (CLAIMS_HUMAN.some((regex) => regex.test(whole))) return { safe: false, reason: 'claims-human', rule: 'claims.human' };
  if (modelRefuses({ masked: masked.join(' | '), minor: context.minor })) return { safe: false, reason: 'model', rule: 'model.reply' };
  return { safe: true };
}
