import { COACH_NAME, type ChatGoal, type ChatStyle } from '#shared/chat';

/**
 * Lines for the moments outside the coaching arc: greetings, questions about the coach, thanks,
 * goodbyes, "I don't know", and the safety backstop. Each is a list of variants.
 */

/** The coach's honest answer to "are you real?" (SAFETY.md 8); the fixed notice comes from the UI. */
export const IDENTITY_LINES = [
  `I'm ${COACH_NAME}, an AI coach: not a person, and not a therapist or counsellor.`,
  `I'm ${COACH_NAME}, and I'm an AI, not a human, and not a therapist or counsellor either.`,
] as const;

export const IDENTITY_DETAIL = [
  "I offer coaching and self-help ideas from positive psychology, which isn't a substitute for professional care.",
  'What I offer is coaching and self-help, not therapy, so for medical or mental-health care a professional is the right person.',
] as const;

/** The offline coach is a simpler built-in version; saying so is part of being honest about what it is. */
export const OFFLINE_NOTE = [
  "Right now you're chatting with my simpler built-in version, so my replies follow set patterns.",
  'At the moment my full AI version is not connected, so I work from set patterns.',
] as const;

export const GREETING_INTROS: Record<ChatStyle, readonly string[]> = {
  1: ["We'll go at your pace and notice what's going well along the way.", "I'm glad you're here, and we'll take this one step at a time."],
  2: ['This is your space, so we can start wherever you like.', 'We can go wherever you want to take this.'],
  3: [
    'I can share practical, evidence-based exercises as we go.',
    "Along the way I'll share short exercises that research shows can help.",
  ],
};

/** After answering a question about the coach, back to the user. */
export const CARRY_ON = [
  'Where would you like to pick up from here?',
  'What would you like to focus on now?',
  "What's on your mind right now?",
] as const;

export const WELCOME_BACK = ['Hi again, good to hear from you.', "Hello again, I'm still here."] as const;

export const THANKS_LINES = [
  "You're very welcome.",
  "Anytime, I'm glad this is helping.",
  "You're welcome, and thank you for being so open.",
] as const;

export const THANKS_QUESTIONS = [
  'What else would you like to talk about today?',
  'What would be most useful to look at next?',
  'What would you like to take away from today?',
] as const;

export const GOODBYE_LINES: Record<ChatStyle, readonly string[]> = {
  1: ["You've done something good for yourself today.", 'Be proud of the time you gave yourself today.'],
  2: ['Thank you for sharing what you did.', 'Thank you for letting me listen.'],
  3: [
    'If it helps, pick one thing we talked about to try before we next chat.',
    'A small daily practice goes a long way, so keep one exercise handy.',
  ],
};

export const GOODBYE_CLOSE = ["I'll be here whenever you want to pick this up again.", 'Come back any time you want to talk.'] as const;

export const DONT_KNOW_LINES: Record<ChatStyle, readonly string[]> = {
  1: [
    "That's okay, 'I don't know' is an honest answer, and it's often where things start.",
    'No pressure at all; it can be hard to put this into words.',
  ],
  2: ["That's okay, we can take our time.", "It's fine not to know yet."],
  3: [
    "That's okay: when a question feels too big, a smaller one usually helps.",
    'Not knowing is common, and it often helps to go with the first thing that comes to mind.',
  ],
};

export const SHORT_ACKS: Record<ChatStyle, readonly string[]> = {
  1: ['Okay, thanks for sticking with this.', 'Got it, and thank you.'],
  2: ['Okay.', 'I hear you.'],
  3: ['Okay, noted.', 'Got it.'],
};

export const SHORT_INVITES = ['Say as much or as little as you like.', 'There are no right or wrong answers here.'] as const;

export const NO_LINES = ["That's completely fine, we can go at your pace.", 'No problem at all, we can leave that for now.'] as const;

export const YES_LINES = ["Great, let's do it.", 'Lovely, here goes.'] as const;

export const AGREED_LINES = ['Okay, great.', 'Good.'] as const;

export const YES_AGAIN_LINES = ["Great, take your time with it, and I'll be right here when you're done."] as const;

/** Asked for help or ideas: said before the step, in the style's manner. */
export const ADVICE_LINES: Record<ChatStyle, readonly string[]> = {
  1: ["I'm glad you asked; wanting to do something about it is a great first step.", 'Looking for a way forward is a real strength.'],
  2: ['You know your situation better than anyone, so see what fits.', 'Your own sense of what might help matters most here.'],
  3: ["Here's something practical that helps many people.", "There's a simple technique for this."],
};

export const ADVICE_QUESTIONS: Record<ChatStyle, readonly string[]> = {
  1: ['How does that sound as a place to start?', 'What do you think might work for you?'],
  2: ['What options have you already thought about?', 'What has helped you before, even a little?'],
  3: ['How might that work for you?', 'When could you fit that in this week?'],
};

/**
 * How each style hands over one small step when asked for help: encouragement invites, the
 * non-directive style offers it tentatively and hands back, resource names it as the step to take.
 */
export const STEP_INTROS: Record<ChatStyle, readonly string[]> = {
  1: ["Here's one small thing you could try:", 'One small step that helps a lot of people:'],
  2: ["If it helps, here's one small thing some people try:", 'Only if it feels right for you, one small thing you could try:'],
  3: ['A small step you can take:', 'One step to try:'],
};

export const DIAGNOSIS_LINES = [
  "I can't diagnose anything or advise on medication, because I'm an AI coach, not a clinician.",
  "That's not something I can answer: I'm an AI coach, so I can't diagnose or advise on medication.",
] as const;

export const DIAGNOSIS_REFERRAL = [
  "A doctor or a licensed mental-health professional is the right person for that question, and it's a good one to take to them.",
  'A doctor or licensed mental-health professional can look at it properly with you.',
] as const;

export const DIAGNOSIS_QUESTIONS = [
  "In the meantime, what's been making you wonder about it?",
  'What has been going on that made you ask?',
] as const;

/** The backstop when a message speaks of self-harm; the crisis protocol also answers it. */
export const RISK_REPLY = [
  "I'm really glad you told me, and I'm sorry you're going through this.",
  "I'm an AI coach and can't keep you safe in an emergency, so if you might act on these thoughts or you're in danger, please call or text 988 (in the US), text HOME to 741741, or call 911 or your local emergency number now.",
  'Reaching out to someone you trust, right now, can help too.',
  'Who is someone you could contact right now?',
].join(' ');

/** Said on leaving after a message about self-harm or harming others. */
export const SAFETY_REMINDER = 'If things feel unsafe at any point, you can call or text 988 any time, or call 911 in an emergency.';

/**
 * Careful mode (the crisis protocol flagged the chat): validate, never push, and always say where
 * help is. No exercise, plan or challenge is offered in these turns.
 */
export const CAREFUL_LINES = [
  "That sounds really hard, and it makes sense that you'd feel this way.",
  "There's no rush here, and you don't have to have anything figured out.",
  "You don't have to go through this on your own, and what you're feeling matters.",
] as const;

export const CAREFUL_QUESTIONS = [
  'How are you feeling right now?',
  'Who is someone you trust that you could reach out to today?',
  'What would feel most helpful to talk about right now?',
] as const;

/** Closes every careful reply, so it is never the part dropped to keep a reply short. */
export const CAREFUL_REACH_OUT = [
  "If things feel too heavy, you can call or text 988 any time, or call 911 if you're in danger.",
  'You can reach a trained person any time by calling or texting 988, and if you might be in danger, please call 911.',
] as const;

export const HARM_TO_OTHERS_REPLY = [
  "It sounds like you're feeling a lot right now, and it's important that nobody gets hurt.",
  'If anyone is in immediate danger, please call 911 or your local emergency number now, and you can call or text 988 any time to talk it through with someone.',
  'Giving yourself some space from the situation can help too.',
  "What's going on that has brought you to this point?",
].join(' ');

export const CAPABILITY_PRACTICES: Record<ChatGoal, string> = {
  1: 'spotting your strengths, answering your inner critic, and being kinder to yourself',
  2: 'calming your body, sorting what you can control, and planning small next steps',
  3: 'understanding the other person, saying what you need, and building closeness',
};

/** A question the coach has no set answer to: take it seriously and explore it together. */
export const QUESTION_LINES = ["That's an important question.", "That's a really fair question to ask."] as const;

export const QUESTION_EXTRAS: Record<ChatStyle, readonly string[]> = {
  1: ["I don't have a set answer, but I believe you can work it out, and I'm here to help you think it through."],
  2: ['It might help to explore it together.', 'There may be more than one answer to it.'],
  3: ["I can't give a definite answer, but we can look at it together, one piece at a time."],
};

export const QUESTION_QUESTIONS = ['What makes you ask?', "What's your own sense of it so far?"] as const;

/** Asked to talk about something else: the user leads. */
export const STEER_LINES = [
  "Of course, we can go wherever you'd like.",
  'Sure, this is your time, so you choose what we talk about.',
] as const;

export const STEER_QUESTIONS = ['What would you like to talk about instead?', "What's on your mind right now?"] as const;

/** Asked to stop asking and just listen: say so, and ask nothing back. */
export const LISTEN_LINES = ["Okay, no more questions for now; I'm here and listening.", "Of course, I'll just listen."] as const;
