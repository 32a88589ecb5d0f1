/**
 * Short exercises from positive psychology and coaching practice, written so that each can be
 * done in a few minutes without any equipment. `name` is how a reply mentions it, so that a
 * "yes" to an offer can find which exercise was offered.
 */

export type ExerciseId =
  | 'box-breathing'
  | 'breathing-478'
  | 'grounding'
  | 'control-sort'
  | 'next-step'
  | 'wind-down'
  | 'three-good-things'
  | 'strengths'
  | 'self-compassion'
  | 'evidence-check'
  | 'best-possible-self'
  | 'friend-test'
  | 'i-statement'
  | 'acr'
  | 'gratitude-message'
  | 'perspective'
  | 'boundary';

export interface Exercise {
  id: ExerciseId;
  /** As written in replies, lower case: "box breathing". */
  name: string;
  /** The name with its article, for "It's called ...": "the self-compassion break". */
  called: string;
  /** One or two sentences a person can follow right away. */
  steps: string;
  /** An open question for after they have tried it. */
  followUp: string;
}

const LIST: readonly Exercise[] = [
  {
    id: 'box-breathing',
    name: 'box breathing',
    called: 'box breathing',
    steps:
      'Breathe in through your nose for 4 counts, hold for 4, breathe out slowly for 4, and hold for 4. Go round that square four times, letting your shoulders drop on each out-breath.',
    followUp: 'How does your body feel after those four rounds?',
  },
  {
    id: 'breathing-478',
    name: '4-7-8 breathing',
    called: '4-7-8 breathing',
    steps:
      'Breathe in quietly through your nose for 4 counts, hold for 7, then breathe out through your mouth for 8. Do four rounds, and go back to normal breathing if you feel light-headed.',
    followUp: 'What did you notice in your body as you breathed out?',
  },
  {
    id: 'grounding',
    name: '5-4-3-2-1 grounding',
    called: '5-4-3-2-1 grounding',
    steps:
      'Slowly name 5 things you can see, 4 you can feel, 3 you can hear, 2 you can smell and 1 you can taste. Say them in your head or out loud, and take your time with each.',
    followUp: 'What did you notice as you went through them?',
  },
  {
    id: 'control-sort',
    name: 'control sort',
    called: 'a control sort',
    steps:
      "Write down everything on your mind, then mark each item C for 'I control it', I for 'I can influence it' or L for 'let it be for now'. Pick one C item to act on today.",
    followUp: "What's the C item you'd start with?",
  },
  {
    id: 'next-step',
    name: '10-minute step',
    called: 'the 10-minute step',
    steps:
      "Pick the big task and write down the very next action that takes 10 minutes or less, then attach it to a time: 'If it's 4 pm, then I open my notes'. Just the 10 minutes counts as a win.",
    followUp: 'What would your 10-minute step be, and when will you do it?',
  },
  {
    id: 'wind-down',
    name: 'wind-down routine',
    called: 'a wind-down routine',
    steps:
      'Choose a regular bedtime, put your phone away 30 minutes before it, dim the lights, and do something calm like reading or stretching. Keep it the same for a week and notice what changes.',
    followUp: 'Which part of that feels easiest to start with?',
  },
  {
    id: 'three-good-things',
    name: 'three good things',
    called: 'three good things',
    steps:
      'Tonight, write down three things that went well today, big or small, and next to each one why it happened. Keep it up for a week.',
    followUp: 'What might be the first good thing on your list today?',
  },
  {
    id: 'strengths',
    name: 'strengths spotting',
    called: 'strengths spotting',
    steps:
      'Write down three moments when you were at your best, then name the strength in each one, like kindness, persistence, humour or curiosity. Choose one of them to use in a new way tomorrow.',
    followUp: 'Which strength shows up most in your moments?',
  },
  {
    id: 'self-compassion',
    name: 'self-compassion break',
    called: 'the self-compassion break',
    steps:
      "Put a hand on your chest and say three lines to yourself, with a slow breath after each: 'this is a hard moment', 'struggling is part of being human' and 'may I be kind to myself'.",
    followUp: 'What was it like to say those words to yourself?',
  },
  {
    id: 'evidence-check',
    name: 'evidence check',
    called: 'an evidence check',
    steps:
      "Write the harsh thought at the top of a page, then make two columns: facts that support it and facts that don't. Finish with a fairer sentence that is still true.",
    followUp: 'What fairer sentence did you come up with?',
  },
  {
    id: 'best-possible-self',
    name: 'best-possible-self exercise',
    called: 'the best-possible-self exercise',
    steps:
      'Set a timer for 10 minutes and write about a future, a year or so from now, in which things have gone as well as they realistically could. Write freely about what you do and how you feel.',
    followUp: 'What stood out in the future you pictured?',
  },
  {
    id: 'friend-test',
    name: 'friend test',
    called: 'the friend test',
    steps:
      "Picture a close friend telling you exactly what you've been telling yourself, and write down what you'd say back to them. Then read it again as if it were meant for you.",
    followUp: 'What did you find yourself saying to your friend?',
  },
  {
    id: 'i-statement',
    name: 'I-statement',
    called: 'an I-statement',
    steps:
      "Fill in: 'I feel [feeling] when [what happens] because [why it matters], and I'd like [one clear request]'. Keep it about your own feelings, and save it for a calm moment.",
    followUp: 'How would your sentence go?',
  },
  {
    id: 'acr',
    name: 'active-constructive responding',
    called: 'active-constructive responding',
    steps:
      "Next time someone shares good news, show real interest: say what's great about it and ask them about it, such as how it felt when they found out. Then notice how the conversation changes.",
    followUp: 'Who might you try that with this week?',
  },
  {
    id: 'gratitude-message',
    name: 'gratitude message',
    called: 'a gratitude message',
    steps:
      'Write a short message to someone who has helped you, saying exactly what they did and what difference it made. Send it, or read it to them if you feel brave.',
    followUp: 'Who comes to mind to write to?',
  },
  {
    id: 'perspective',
    name: 'perspective swap',
    called: 'a perspective swap',
    steps:
      "Write a few sentences about the situation as if you were the other person, starting with 'I': what they saw, felt and needed. Then read it back and notice anything new.",
    followUp: 'What did you notice from their side?',
  },
  {
    id: 'boundary',
    name: 'boundary sentence',
    called: 'a boundary sentence',
    steps:
      "Finish this sentence: 'I'm not okay with [this], so I'm going to [what you will do]'. Keep it short and kind, and say it out loud once to practise.",
    followUp: 'How would your boundary sentence go?',
  },
];

export const EXERCISES: Record<ExerciseId, Exercise> = Object.fromEntries(LIST.map((e) => [e.id, e])) as Record<ExerciseId, Exercise>;

/** The exercise a reply mentions last, if any: what a following "yes" agrees to. */
export function exerciseMentioned(reply: string): Exercise | undefined {
  const lower = reply.toLowerCase();
  let found: Exercise | undefined;
  let at = -1;
  for (const exercise of LIST) {
    const index = lower.lastIndexOf(exercise.name.toLowerCase());
    if (index > at) {
      at = index;
      found = exercise;
    }
  }
  return found;
}

/** True when a reply ends by inviting the user to try something, so a bare "yes" or "no" answers it. */
export function isOffer(reply: string): boolean {
  const last =
    reply
      .trim()
      .split(/(?<=[.!])\s+/)
      .at(-1) ?? '';
  return /^(would you like to|would you be up for|do you want to|want to|shall we|fancy)\b[^?]*\?$/i.test(last);
}
