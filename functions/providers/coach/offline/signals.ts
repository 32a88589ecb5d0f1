import { FEELINGS, NEGATION, TOPICS, type Feeling, type Topic } from './lexicon';
import { tidy } from './reflect';
import { JUST_LISTEN, QUESTION_OPENER, STEER } from './speech-acts';
import { words } from './text';

/**
 * What a user message is doing, read with patterns. The order of `intent` is the order of
 * precedence: safety first, then honesty, then conversation mechanics, then content.
 */
export type Intent =
  | 'risk'
  | 'harm-to-others'
  | 'diagnosis'
  | 'identity'
  | 'capabilities'
  | 'greeting'
  | 'goodbye'
  | 'thanks'
  | 'yes'
  | 'no'
  | 'dont-know'
  | 'steer'
  | 'advice'
  | 'good-news'
  | 'positive'
  | 'plan'
  | 'question'
  | 'short'
  | 'share';

export interface Signals {
  intent: Intent;
  /** The message opens with a greeting ("hi, ..."), whatever else it says. */
  greets: boolean;
  feelings: Feeling[];
  topics: Topic[];
  wordCount: number;
}

/**
 * A second net only: the crisis screen (SAFETY.md 1) runs before the coach on every message.
 * Here it just keeps the offline coach from reflecting such words back or carrying on as usual.
 */
const RISK =
  /\b(kill(ing)? my ?self|suicid\w*|end (it all|my life|things)|want(ed)? to die|wanna die|don'?t want to (live|be alive|be here|exist)|self[- ]?harm\w*|hurt(ing)? my ?self|cut(ting)? my ?self|overdos\w*|(take|taking|swallow\w*) (all )?(of )?(my |the |these |those |a lot of |loads of )?(pills|tablets)|no reason to live|better off (dead|without me|if i (disappeared|was gone|were gone|wasn'?t (here|around)|died|was dead|were dead))|i (was|were) gone|(no ?one|nobody) would (even )?(notice|care|miss me) (if|that) i (died|was gone|were gone|disappeared|wasn'?t here)|take my (own )?life|not wake up|want to disappear|wish i (was|were) dead|wish i (wasn'?t|was never|had never been) (here|born|alive)|can'?t go on)\b/;
const HARM_TO_OTHERS = /\b(kill|hurt|stab|shoot|attack)\s+(him|her|them|someone|somebody|people|my \w+)\b/;
const DIAGNOSIS =
  /\b(diagnos\w*|do i have|have i got|could i have|am i|is (it|this))\b.{0,40}\b(depress\w*|anxiety disorder|adhd|add|bipolar|ocd|ptsd|autis\w*|eating disorder|bpd|disorder|mentally ill|insane|psycho\w*|schizo\w*|\w+ issues|a condition|something wrong with me|normal)\b|\b(medication|meds|antidepressants?|ssris?|prescri\w*|dosage|dose)\b/;
const IDENTITY =
  /\b(are|r) (you|u) (a |an )?(real|human|person|people|bot|robot|ai|machine|computer|chat ?gpt|therapist|counsell?or|psychologist|doctor|professional|alive)\b|\bwho (are|r) (you|u)\b|^what (are|r) (you|u)\W*$|\b(am i|is this) (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)\b|\bis this (a )?(real|bot|human|person|ai)\b/;
const CAPABILITIES = /\b(what can you do|how does this work|how do you work|what do you do|how can you help|what is this)\b/;
const GREETING = /^(hi+|hey+|hello+|hiya|heya|yo|howdy|sup|good (morning|afternoon|evening)|hey there|hi there)\b/;
const GOODBYE =
  /\b(bye|goodbye|good night|goodnight|gotta go|got to go|see (you|ya)|talk (to you )?later|ttyl|that's all for (now|today))\b/;
const THANKS = /\b(thanks|thank (you|u)|thx|ty|cheers|appreciate (it|that|you))\b/;
const YES =
  /^(yes|yeah|yep|yup|sure|ok(ay)?|alright|all right|why not|let's (do it|try( it)?)|go on|go for it|sounds good|i'?d like that|please|definitely|absolutely|y)\b/;
const NO =
  /^(no(?! one| ?body| matter)|nope|nah|not really|not now|not yet|maybe later|i'?d rather not|rather not|no thanks|no thank you|n)\b/;
const DONT_KNOW = /\b(i don'?t know|i dont know|idk|not sure|no idea|dunno|i'?m unsure|no clue|can'?t think of anything|i have no idea)\b/;
/**
 * A direct request for help or a step: "what should I do?", "can you help me calm down", "any tips
 * for sleeping", "idk what to do", "how to stop overthinking", "I want to know how I ...". "Help
 * me" counts only as a request ("pls help me"), not in "nobody will help me".
 */
const ADVICE =
  /\b(what (should|do|can|could) i do|what would you do|what now|any (tips|advice|ideas|suggestions|tricks|way)|give me (some )?(tips|advice|ideas)|how (do|can|should|could|would) i|how am i (supposed|meant|gonna|going) to|how (are|r) (you|u|we) (supposed|meant) to|how do (you|u|people) (deal|cope|stop|handle|calm|relax|focus|sleep|get over|get through)|how to|(want|need|wanna) to know how|wondering how|is there (anything|something|a way)|what (helps|works) (with|when|for|if)|(need|want|could use) (some )?(help|advice|tips|ideas)|can (you|u) help|could (you|u) help|advice|what can i try|tell me what to do|(don'?t|dont|do not) know what to do|idk what to do|no idea what to do|not sure what to do)\b|(^|\b(pls|plz|please|just|can (you|u)|could (you|u)|someone)\s+)help( me)?\b|\b(tips|ideas)\W*$/;
const GOOD_NEWS =
  /\b(i (passed|got (the|a|an|my|into)|made it|did it|won|finished|aced|nailed)|good news|went (really )?well|it worked|went better|turned out (fine|well|great|ok(ay)?))\b/;

/** The user proposing a step of their own: "I could ...", "I'll ...", "I'm going to ...". */
const PLAN =
  /\bi(?:'ll| will| could| can| might| am going to|'m going to| am gonna|'m gonna| want to| plan to| shall)\s+(?!not\b|never\b|barely\b|hardly\b|still\b|already\b|only\b)/g;

/**
 * Steps that are not steps: states, outcomes ("do well") and perceptions ("I'll be alone forever", "I could tell she was
 * upset", "I might be moving"), wishes to feel or know, and outcomes nobody plans ("I could cry").
 */
const NOT_A_STEP =
  /^(?:be|feel|do (?:well|better|good|okay|ok)|have (?:no|nothing|to)|know|understand|see|hear|seem|look|get better|cry|die|scream|explode|fail|never|disappear|give up|lose|tell (?:she|he|they|it|that|something|when|if)|stop (?:feeling|being|thinking|overthinking))\b|\b(?:cry|die|scream|explode|fail|never|disappear|give up)\b/i;
/**
 * Words just before "I" that make what follows something other than the user's plan: a wish
 * ("I wish I could"), a relative clause ("someone I can talk to"), someone else's permission
 * ("she said I can"), a condition ("if I could").
 */
const NOT_PLANNING =
  /\b(?:wish|if|nothing|anything|something|someone|somebody|anyone|people|what|how|why|when|where|whether|that|who|hope|than|unless|said|says|told me|knows)\s*$/;
/** "so I can sleep in" is a purpose, not a plan; "so I'll go" is a plan. */
const PURPOSE = /\bso\s*$/;

/** The step in a user's plan, in their words: "I'll call my mum tonight" -> "call my mum tonight". */
export function planIn(text: string): string | undefined {
  const original = text.replace(/[\u2018\u2019]/g, "'");
  const lower = original.toLowerCase();
  for (const match of lower.matchAll(PLAN)) {
    const before = lower.slice(0, match.index);
    if (NOT_PLANNING.test(before) || (PURPOSE.test(before) && /^i (?:can|could)\b/.test(match[0]))) continue;
    // The step in the user's own capitals ("on Saturday"), cut where the sentence or clause ends
    // and before words about the coach ("like you said").
    const step = original
      .slice(match.index + match[0].length)
      .split(/[.!?,;]| but | because | like you | as you /i)[0]!
      .trim();
    const count = words(step).length;
    // "I can't", "I could cry" and run-on sentences are not plans.
    if (count >= 2 && count <= 12 && !NOT_A_STEP.test(step)) return step;
  }
  return undefined;
}

/** Words just before a feeling that make it wished for, not felt: "I want to feel confident". */
const WISHED =
  /\b(?:want to|wanna|would like to|'d like to|wish|hope to|need to|trying to|try to|how to|ways to|to feel|to be|be more)\s+(?:\w+\s+){0,2}$/;

/** Feelings named in the text, skipping negated ones ("not happy"). */
export function feelingsIn(text: string): Feeling[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return FEELINGS.filter((feeling) => {
    const match = feeling.pattern.exec(lower);
    if (!match) return false;
    const before = lower.slice(Math.max(0, match.index - 30), match.index);
    return !NEGATION.test(before) && !(feeling.positive && WISHED.test(before));
  });
}

/** Topics the text touches on, in the order of TOPICS. */
export function topicsIn(text: string): Topic[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return TOPICS.filter((topic) => topic.pattern.test(lower));
}

/** Reads one user message. */
export function readSignals(message: string): Signals {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  const count = words(text).length;
  const feelings = feelingsIn(text);
  const topics = topicsIn(text);
  const greets = GREETING.test(text);
  const base = { greets, feelings, topics, wordCount: count };
  const intent = ((): Intent => {
    if (RISK.test(text)) return 'risk';
    if (HARM_TO_OTHERS.test(text)) return 'harm-to-others';
    if (DIAGNOSIS.test(text)) return 'diagnosis';
    if (IDENTITY.test(text)) return 'identity';
    if (CAPABILITIES.test(text)) return 'capabilities';
    // "ok but exams are awful" is news, not an answer to an offer; "hi im sad" is news too.
    const bare = feelings.length === 0 && topics.length === 0;
    if (greets && count <= 4 && bare) return 'greeting';
    if (GOODBYE.test(text) && count <= 10) return 'goodbye';
    // "no thanks" declines; "ok thanks" thanks.
    if (NO.test(text) && count <= 5 && bare) return 'no';
    if (THANKS.test(text) && count <= 8 && !/\bbut\b/.test(text)) return 'thanks';
    if (YES.test(text) && count <= 5 && bare) return 'yes';
    const opening = tidy(text).toLowerCase();
    if (STEER.test(opening) || JUST_LISTEN.test(opening)) return 'steer';
    // "idk what to do" asks for help; a bare "idk" does not.
    if (ADVICE.test(text)) return 'advice';
    if (DONT_KNOW.test(text) && (count <= 4 || (count <= 8 && bare))) return 'dont-know';
    // Asked without a question mark ("am I overreacting"), but not "idk, maybe my friends?".
    if ((text.endsWith('?') || QUESTION_OPENER.test(opening)) && !DONT_KNOW.test(opening.split(' ').slice(0, 4).join(' ')))
      return 'question';
    const positive = feelings.some((feeling) => feeling.positive) && !feelings.some((feeling) => !feeling.positive);
    if (GOOD_NEWS.test(text) && !feelings.some((feeling) => !feeling.positive)) return 'good-news';
    if (planIn(text) && !feelings.some((feeling) => !feeling.positive)) return 'plan';
    if (positive && count <= 25) return 'positive';
    if (count <= 3 && feelings.length === 0 && topics.length === 0) return 'short';
    return 'share';
  })();
  return { ...base, intent };
}
