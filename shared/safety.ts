/**
 * The crisis protocol's shared facts (../shared/SAFETY.md): risk tiers, the resources and the fixed,
 * reviewed texts. Tier (b) and (c) replies and the AI disclosure are these constants, never
 * generated text; a change here is a reviewed change.
 */

/**
 * Risk tiers after the C-SSRS (SAFETY.md 2): none; (a) distress or a wish to be dead; (b) thoughts
 * of a method; (c) intent, plan, means or a recent attempt, or harm to others.
 */
export const RISK_TIERS = ['none', 'a', 'b', 'c'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];
export type CrisisTier = Exclude<RiskTier, 'none'>;
export const CRISIS_TIERS: readonly CrisisTier[] = ['a', 'b', 'c'];

/**
 * The harms the screens tell apart (docs/safety.md, "Categories of harm"): each has its own rule,
 * tier and help. A screened message at a crisis tier names the harm it was about.
 */
export const HARMS = [
  'suicide-self-harm',
  'eating-disorder',
  'abuse-at-home',
  'sexual-exploitation',
  'substance-challenge',
  'emergency',
  'harm-to-others',
] as const;
export type Harm = (typeof HARMS)[number];

/** The languages the help and the fixed replies are written in (docs/safety.md, "Languages"). */
export const HELP_LANGUAGES = ['en', 'es'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** What chose the help beside a reply: the harm the message met, and the language it was written in. */
export interface Help {
  harm: Harm;
  language: HelpLanguage;
}

const RANK: Record<RiskTier, number> = { none: 0, a: 1, b: 2, c: 3 };
/** The more serious of two tiers. */
export const higherTier = (x: RiskTier, y: RiskTier): RiskTier => (RANK[x] >= RANK[y] ? x : y);
export const isCrisisTier = (tier: RiskTier): tier is CrisisTier => tier !== 'none';
/** Tier (b) or (c): the follow-up, the crisis steps, and no price beside it (docs/safety.md). */
export const isSeriousTier = (tier: RiskTier | undefined): boolean => tier === 'b' || tier === 'c';

/** One tap on a phone: `tel:` calls, `sms:` opens a text (with the body where the service needs one). */
export interface ResourceAction {
  kind: 'call' | 'text' | 'link';
  label: string;
  href: string;
}

export interface CrisisResource {
  id: string;
  name: string;
  detail: string;
  actions: readonly ResourceAction[];
}

/** SAFETY.md 3: the US resources, first on every list. */
export const CRISIS_RESOURCES: readonly CrisisResource[] = [
  {
    id: '988',
    name: '988 Suicide & Crisis Lifeline',
    detail: 'Call or text 988, any time, day or night. Free and confidential (US).',
    actions: [
      { kind: 'call', label: 'Call 988', href: 'tel:988' },
      { kind: 'text', label: 'Text 988', href: 'sms:988' },
    ],
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    detail: 'Text HOME to 741741 to reach a trained volunteer, any time (US).',
    // `?&body=` is the form both iOS and Android Messages fill in.
    actions: [{ kind: 'text', label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' }],
  },
  {
    id: '911',
    name: 'Emergency services',
    detail: 'If you or someone else is in immediate danger, call 911 (US).',
    actions: [{ kind: 'call', label: 'Call 911', href: 'tel:911' }],
  },
];

/** SAFETY.md 3: a short international list. */
export const INTERNATIONAL_RESOURCES: readonly CrisisResource[] = [
  {
    id: 'canada',
    name: 'Canada: 9-8-8 Suicide Crisis Helpline',
    detail: 'Call or text 988.',
    actions: [
      { kind: 'call', label: 'Call 988 (Canada)', href: 'tel:988' },
      { kind: 'text', label: 'Text 988 (Canada)', href: 'sms:988' },
    ],
  },
  {
    id: 'uk-ie',
    name: 'UK and Ireland: Samaritans',
    detail: 'Call 116 123, free, any time.',
    actions: [{ kind: 'call', label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: 'australia',
    name: 'Australia: Lifeline',
    detail: 'Call 13 11 14.',
    actions: [{ kind: 'call', label: 'Call 13 11 14', href: 'tel:131114' }],
  },
  {
    id: 'eu',
    name: 'Europe: emergency number',
    detail: 'Call 112 in any EU country.',
    actions: [{ kind: 'call', label: 'Call 112', href: 'tel:112' }],
  },
  {
    id: 'findahelpline',
    name: 'Elsewhere: Find A Helpline',
    detail: 'Free, confidential helplines in over 130 countries.',
    actions: [{ kind: 'link', label: 'Open findahelpline.com', href: 'https://findahelpline.com' }],
  },
];

/** SAFETY.md 8: the fixed AI disclosure, before the first chat and whenever the user asks. */
export const AI_DISCLOSURE =
  "I'm Skye, an AI coach. I'm not a person, and I'm not a therapist or any kind of health professional. " +
  'I offer coaching and self-help ideas from positive psychology, I can get things wrong, and I am no ' +
  'substitute for professional care. If you are in crisis, call or text 988, or call 911 in an emergency.';

/** Every user sees the disclosure again after this long of continued use (SAFETY.md 21, New York art. 47). */
export const DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/**
 * Users under 18 (guardian consent, or the age rule not confirmed yet) see it this often: the rule
 * Washington and Oregon set from 2027, applied everywhere (SAFETY.md 21).
 */
export const MINOR_DISCLOSURE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * After a tier-(a) reading, the coach stays careful for this many more user turns, then answers as
 * usual; tiers (b) and (c) keep it careful for the rest of the chat (SAFETY.md 20, docs/safety.md
 * "A proportionate flag").
 */
export const CAREFUL_TURNS_AFTER_A = 5;

/** `lastActiveAt` is written at most this often: a week's rule needs no finer clock than an hour. */
export const LAST_ACTIVE_GRANULARITY_MS = 60 * 60 * 1000;

/** Fixed, reviewed replies for tiers (b) and (c) (SAFETY.md 2); tier (a) adds resources to a careful reply. */
export const FIXED_REPLIES: Record<'b' | 'c', string> = {
  b:
    "Thank you for telling me. It sounds like you're carrying a lot of pain right now, and thoughts like " +
    'these deserve real support from a person, not just an AI. Please reach out now: call or text 988 ' +
    'to talk with someone trained to help, any time. You can also text HOME to 741741. If you might act ' +
    "on these thoughts, call 911. I'm still here to keep talking with you, too.",
  c:
    "I'm really glad you told me, and I'm worried about your safety. Please contact someone who can help " +
    'right now: call or text 988, or call 911 if you are in danger or have already hurt yourself or ' +
    'someone else. If you can, move away from anything you could use to hurt yourself and stay near ' +
    "someone you trust. You don't have to go through this alone.",
};

/** Harm to others gets 911 and the same protocol (SAFETY.md 3). */
export const HARM_TO_OTHERS_REPLY =
  "I'm concerned about what you've shared. If anyone is in danger, call 911 now. If you're struggling " +
  'with thoughts of hurting someone, you can call or text 988 to talk with someone trained to help, any time.';

/** Replaces a model reply the reply screen refused (means or methods, or claiming to be human). */
export const SAFE_REPLACEMENT_REPLY =
  "I'm not able to help with that, but I do care about how you're doing. If you're going through " +
  'something hard, you can call or text 988 at any time to talk with a trained person. What has today been like for you?';

/**
 * What answers when a reply had to wait for the reply judge's approval (a flagged chat, a minor's
 * account) and the judge could not give it: no model's words, and nothing of what went wrong. In
 * a flagged chat the help comes first.
 */
export const HELD_REPLY =
  "I want to get my answer to you right, and I couldn't check it just now. Could you send me that again in a moment?";
export const HELD_REPLY_WITH_HELP =
  "I want to get my answer to you right, and I couldn't check it just now. If you're going through something hard, " +
  'you can call or text 988 at any time to talk with a trained person. Could you send me that again in a moment?';

/** The crisis screen (tier c) stays until the user acknowledges it with this button. */
export const CRISIS_SCREEN = {
  title: 'You deserve support right now',
  intro: 'You are not alone. People are ready to talk with you, any time, for free.',
  acknowledge: 'I have seen these resources',
} as const;

/** How a user confirmed the terms' age rule at sign-up: 18 or older, or a guardian's consent. */
export const AGE_CONFIRMATIONS = ['adult', 'guardian'] as const;
export type AgeConfirmation = (typeof AGE_CONFIRMATIONS)[number];

/**
 * The one personal thing the coach is told (docs/safety.md, "What a reply must never do"): an
 * adult's account, or a minor's with a guardian's consent. Unconfirmed counts as a minor's.
 */
export type AgeGroup = 'adult' | 'minor';
export const ageGroupOf = (confirmation: AgeConfirmation | undefined): AgeGroup => (confirmation === 'adult' ? 'adult' : 'minor');
export const AGE_CONFIRMATION_LABELS: Record<AgeConfirmation, string> = {
  adult: 'I am 18 or older',
  guardian: 'I am under 18 and my parent or guardian has agreed that I can use Blue Guardian',
};

/**
 * California SB 243: a plain statement, where a young person chooses their age and in the terms,
 * that a companion chatbot may not be suitable for some minors.
 */
export const MINOR_SUITABILITY_NOTE = 'Blue Guardian may not be suitable for some minors.';

/** The safety plan the user writes for themselves (SAFETY.md 3). */
export const SAFETY_PLAN_LIMITS = { items: 10, itemLength: 300, contactName: 100, contactPhone: 40 } as const;
