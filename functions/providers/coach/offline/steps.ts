import type { ChatGoal } from '#shared/chat';

/**
 * The small steps the offline coach gives when someone asks for help ("what should I do?", "any
 * tips for sleeping"): one concrete action each, one sentence, doable today without equipment.
 * A step is chosen by what the request (or the chat before it) is about, else by the goal.
 */

export interface Step {
  id: string;
  /** The action, an imperative sentence: "Breathe in for 4 counts, ...". */
  text: string;
  /** Why it helps, in one plain sentence, for the Resource & Information Sharing style. */
  why: string;
  /** What a request names that this step answers; matched on lower-case text. */
  about: RegExp;
}

const LIST: readonly Step[] = [
  {
    id: 'box-breathing',
    text: 'Breathe in for 4 counts, hold for 4, breathe out for 4 and hold for 4, then go round that square four times.',
    why: 'Slow, even breathing is one of the quickest ways to settle the body when stress or panic rises, which is why box breathing is so widely taught.',
    about: /\b(calm\w*|panic\w*|anxious|anxiety|nervous|chill|relax\w*|breath\w*|freak\w* out|heart (?:is )?racing|shaking)\b/,
  },
  {
    id: 'pause',
    text: 'Step away for 10 minutes and take five slow breaths, each out-breath longer than the in-breath, before you reply to anyone.',
    why: 'Anger peaks and then eases within minutes, so a short pause gives you the chance to answer the way you actually want to.',
    about: /\b(angry|anger|mad|furious|pissed|annoyed|rage|snap\w*|temper)\b/,
  },
  {
    id: 'phone-away',
    text: 'Tonight, put your phone on the other side of the room 30 minutes before bed and do something calm instead, like reading or stretching.',
    why: 'Scrolling keeps the brain alert, and a calm, screen-free half hour before bed is one of the best-supported ways to sleep better.',
    about: /\b(sleep\w*|asleep|insomnia|bed(?:time)?|nights?|awake)\b/,
  },
  {
    id: 'worry-list',
    text: 'Set a timer for 5 minutes, write down every worry on paper, then close the notebook until tomorrow.',
    why: 'Writing worries down moves them out of your head, and setting a short worry time helps many people feel less swamped by them.',
    about: /\b(overthink\w*|over-?think\w*|thoughts?|worr\w*|mind (?:is )?racing|brain|spiral\w*|ruminat\w*|can'?t stop thinking)\b/,
  },
  {
    id: 'friend-voice',
    text: "Write down what you'd say to a close friend who felt this way, then read it back as if it were meant for you.",
    why: 'Most people are far kinder to a friend than to themselves, and borrowing that kinder voice is a core idea of self-compassion research.',
    about:
      /\b(confiden\w*|self[- ]esteem|hate myself|not good enough|ugly|worthless|stupid|insecure|inner critic|compar\w*|believe in myself|like myself)\b/,
  },
  {
    id: 'i-feel-sentence',
    text: "Before you talk to them, fill in one sentence, 'I feel [how] when [what happens], and I'd like [one request]', keeping it about your own feelings.",
    why: 'Starting with how you feel, rather than what they did wrong, makes the other person much less likely to get defensive.',
    about:
      /\b(argu\w*|fight\w*|parents?|mum|mom|dad|sister|brother|boyfriend|girlfriend|bf|gf|partner|tell (?:him|her|them|my)|talk to (?:him|her|them|my)|deal with (?:him|her|them|my)|apologi\w*)\b/,
  },
  {
    id: 'one-message',
    text: "Send one short message today to someone you'd like to be closer to, just asking how their day's been.",
    why: 'Friendships grow from small, regular contact more than from one big gesture, and most people are glad to be asked.',
    about: /\b(friends?|lonely|alone|fit in|new people|social\w*|talk to people|no one to talk to)\b/,
  },
  {
    id: 'boundary',
    text: "Write one short, kind sentence that starts 'I'm not okay with [this]', and say it out loud once to practise.",
    why: 'A boundary is easier to hold when the words are ready, and a short, calm sentence is harder to argue with than a long explanation.',
    about: /\b(say no|saying no|pressure\w*|boundar\w*|people[- ]pleas\w*|walk all over|take advantage|taking advantage)\b/,
  },
  {
    id: 'ten-minutes',
    text: 'Pick one task, write down the very first part of it that takes 10 minutes or less, and set a timer to do just that.',
    why: 'Starting is the hardest part, and once a task is begun, carrying on is usually much easier than it felt beforehand.',
    about:
      /\b(procrastinat\w*|focus\w*|concentrat\w*|motivat\w*|start\w*|revis\w*|study\w*|studies|homework|assignments?|essays?|coursework|exams?|tests?|deadlines?|productive)\b/,
  },
  {
    id: 'circle-one',
    text: 'Write down everything on your mind, circle one thing you can act on today, and do only that.',
    why: 'Stress eases when your energy goes to what you can act on, and seeing everything on paper makes that much easier to spot.',
    about: /\b(overwhelm\w*|too much|so much|everything|stress\w*|pressure)\b/,
  },
  {
    id: 'kind-moment',
    text: "Put a hand on your chest, take a slow breath, and say to yourself, 'this is a hard moment, and it's okay to find it hard'.",
    why: 'Being kind to yourself in a hard moment, as you would to a friend, lowers stress and helps people recover, according to self-compassion research.',
    about: /\b(sad|cry\w*|down|low|upset|heartbroken|break ?up|broke up|dumped|miss (?:him|her|them)|get over)\b/,
  },
  {
    id: 'good-thing',
    text: 'Write down one thing you did well today, however small, and what it says about you.',
    why: 'The mind holds on to what went wrong more than what went right, so noticing what you did well on purpose builds confidence over time.',
    about: /\b(proud|strengths?|good at|self[- ]worth)\b/,
  },
  {
    id: 'short-walk',
    text: 'Go for a 10-minute walk outside and notice three things you see on the way.',
    why: 'A short walk, especially outdoors, lifts mood and eases stress within minutes in many studies.',
    about: /\b(restless|stuck|energy|tired|exhausted|drained)\b/,
  },
];

export const STEPS: Record<string, Step> = Object.fromEntries(LIST.map((step) => [step.id, step]));

/** The steps for a goal when the request names nothing a step answers. */
const BY_GOAL: Record<ChatGoal, readonly string[]> = {
  1: ['friend-voice', 'good-thing', 'kind-moment'],
  2: ['box-breathing', 'circle-one', 'ten-minutes', 'short-walk'],
  3: ['i-feel-sentence', 'one-message', 'boundary'],
};

/**
 * The steps that fit a request, best first: those its own words point to, then those the chat's
 * earlier messages (latest first) point to, then the goal's.
 */
export function stepsFor(message: string, earlier: readonly string[], goal: ChatGoal): Step[] {
  const texts = [message, ...[...earlier].reverse()].map((text) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
  const found = texts.flatMap((text) => LIST.filter((step) => step.about.test(text)));
  return [...new Set([...found, ...BY_GOAL[goal].map((id) => STEPS[id]!)])];
}
