import type { ChatStyle } from '#shared/chat';
import type { TopicId } from './lexicon';

/**
 * How each style acknowledges what the user said. Encouragement validates and affirms,
 * non-directive reflects and nothing more, resource normalises with a fact. {r} is a reflected
 * clause ("you feel stuck"), {q} the user's own words, {f} a feeling ("overwhelmed").
 */

export const CLAUSE_FRAMES: Record<ChatStyle, readonly string[]> = {
  1: ["It sounds like {r}, and I'm really glad you told me.", 'Thank you for sharing that; it sounds like {r}.', 'I hear you: {r}.'],
  2: ['It sounds like {r}.', 'So {r}.', "I'm hearing that {r}.", "What I'm hearing is that {r}."],
  3: ['It sounds like {r}.', 'Thanks for explaining: {r}.', "So {r}, and that's useful to know."],
};

export const QUOTE_FRAMES: Record<ChatStyle, readonly string[]> = {
  1: ['When you say "{q}", I can hear how much this matters to you.', 'Thank you for telling me "{q}"; that took honesty.'],
  2: ['You said "{q}", and that sounds important.', '"{q}": there seems to be a lot in that.', 'I\'m noticing the words "{q}".'],
  3: ['You mentioned "{q}", which helps me understand.', 'Thanks for explaining "{q}".'],
};

/** The user's own step, when no clause of theirs names it well; {s} is the step ("call your mum"). */
export const PLAN_FRAMES: Record<ChatStyle, readonly string[]> = {
  1: ['So your plan is to {s}.'],
  2: ["So you're thinking of trying to {s}."],
  3: ['So the plan is to {s}.'],
};

/** Several topics and no clause to reflect ("exams, money, my mum"); {t} lists them. */
export const LIST_ACKS: Record<ChatStyle, readonly string[]> = {
  1: ["That's a lot to carry at once: {t}."],
  2: ["So there's {t}, all at once."],
  3: ["Thanks, that's a lot at once: {t}."],
};

/** When nothing in the message can be reflected word for word. */
export const PLAIN_ACKS: Record<ChatStyle, readonly string[]> = {
  1: ['Thank you for sharing that with me.', "I'm really glad you're talking about this."],
  2: ["I'm listening.", 'Thank you for telling me.'],
  3: ['Thanks, that helps me understand.', 'Thanks for explaining.'],
};

export const FEELING_LINES: Record<ChatStyle, readonly string[]> = {
  1: [
    "Feeling {f} makes complete sense, and you're not alone in it.",
    'It makes sense to feel {f} with all of that going on.',
    "Feeling {f} doesn't say anything bad about you; it shows this matters.",
  ],
  2: ['You sound {f}.', 'There seems to be a lot of feeling in that, maybe something like {f}.', 'It seems part of you feels {f}.'],
  3: [
    'Feeling {f} is a very common response to this, and there are practical ways to ease it.',
    'Lots of people feel {f} in situations like this; it is a normal reaction, not a weakness.',
  ],
};

/** Good news gets an active-constructive response: interest, warmth, a question about it. */
export const GOOD_NEWS_LINES: Record<ChatStyle, readonly string[]> = {
  1: [
    'That is wonderful, and you deserve to enjoy it!',
    'I love hearing that, well done!',
    'That is really good to hear, and you should be proud!',
  ],
  2: ['It sounds like that meant a lot to you.', 'There is a real lift in how you describe that.'],
  3: [
    'That is worth savouring: pausing to really take in a good moment, by replaying it or telling someone, helps it lift your mood for longer.',
    'Good moments fade fast unless we notice them, so take a second to really enjoy this one.',
  ],
};

export const GOOD_NEWS_QUESTIONS: Record<ChatStyle, readonly string[]> = {
  1: ['What was the best part of it?', 'How did it feel in the moment?', 'What did you do that helped make it happen?'],
  2: ['What does it mean to you?', 'What was that like for you?'],
  3: ['Who could you share it with?', 'What made it go well, do you think?'],
};

/** A mild lift ("I feel a bit better"): glad, and curious about what helped. */
export const POSITIVE_LINES: Record<ChatStyle, readonly string[]> = {
  1: ["I'm really glad to hear that.", "That's good to hear, and you helped make it happen."],
  2: ['There seems to be a bit more ease in that.', 'That sounds like a shift for you.'],
  3: ['Noticing when things feel better matters, because it shows you what works so you can do more of it.'],
};

export const POSITIVE_QUESTIONS: Record<ChatStyle, readonly string[]> = {
  1: ['What do you think helped?', "What's made the difference, do you think?"],
  2: ["What's that like for you?", 'What do you notice about how you feel now?'],
  3: ['What do you think helped most?', 'What could you do to get more of that feeling this week?'],
};

/** The user's own plan: affirm it, make it concrete, and invite a check-in later. */
export const PLAN_LINES: Record<ChatStyle, readonly string[]> = {
  1: [
    'That sounds like a really good step, and it came from you!',
    'I love that idea, and it being your own makes it more likely to stick.',
  ],
  2: ['It sounds like that feels doable to you.', 'That seems to be coming from you.'],
  3: ["Plans stick best when they're specific, so decide when and where, like 'If it's 4 pm on Monday, then I start'."],
};

export const PLAN_QUESTIONS: Record<ChatStyle, readonly string[]> = {
  1: ['What would make it easy to get started?', 'When would you like to do it?'],
  2: ['How do you feel about starting it?', 'What would you need to make it happen?'],
  3: ['When and where will you do it?', 'What might get in the way, and how could you plan around it?'],
};

export const CHECK_IN_INVITES = [
  "Come back and tell me how it goes; I'd love to hear.",
  'Next time we talk, we can check in on how it went.',
] as const;

/** What the encouraging and resource styles add about a topic; non-directive adds nothing. */
export const TOPIC_LINES: Record<TopicId, { 1: readonly string[]; 3: readonly string[] }> = {
  exams: {
    1: ['Studying takes so much effort, and the fact that you care about it says a lot about you.'],
    3: ['Exam stress is really common; a little can sharpen focus, but when it piles up, breaks and sleep matter as much as revision.'],
  },
  work: {
    1: ['Work can ask a lot of you, and you are clearly trying hard.'],
    3: ['Work stress is one of the most common kinds, and it often eases when what is in your hands is separated from what is not.'],
  },
  bullying: {
    1: ['Nobody deserves to be treated like that, and telling someone is a strong thing to do.'],
    3: [
      'Being picked on is never your fault, and telling a trusted adult, teacher or manager, and keeping a record of what happens, are good first steps.',
    ],
  },
  partner: {
    1: ['Relationships can bring up such big feelings, and it shows how much you care.'],
    3: [
      'Relationship worries are among the most common things people bring to coaching, and clear, kind communication helps most of them.',
    ],
  },
  family: {
    1: ['Family can matter so much, which is exactly why it can hurt so much too.'],
    3: ['Family tension is very common at this stage of life, as roles change and people need more independence.'],
  },
  friends: {
    1: ['Friendships mean a lot, and it says something good about you that you care this much.'],
    3: ['Friendships shift a lot in young adulthood, and most bumps can be talked through.'],
  },
  loneliness: {
    1: ['Feeling alone is hard, and reaching out here was a good step.'],
    3: [
      'Loneliness is far more common than it looks from the outside, and small, regular contact with people helps more than waiting for one big change.',
    ],
  },
  sleep: {
    1: ['Looking after your sleep is a real act of self-care.'],
    3: ['Stress and sleep affect each other, so a calmer evening often helps both.'],
  },
  body: {
    1: ['So many people feel this way about their bodies, and you deserve to feel at home in yours.'],
    3: ['Body image is shaped a lot by comparison, especially online, and noticing what your body does for you can shift how you see it.'],
  },
  social: {
    1: ['It is easy to compare yourself online, and you are not the only one who feels this way.'],
    3: ["Social media shows other people's highlights, so comparing it with your everyday life is an unfair contest."],
  },
  money: {
    1: ['Money worries are stressful, and you are handling a lot.'],
    3: ['Money stress is very common, and writing down the exact numbers often makes it feel more manageable.'],
  },
  future: {
    1: ['Thinking about the future can feel huge, and it is okay not to have it all figured out.'],
    3: ['Uncertainty about the future is one of the biggest sources of stress at this age, and planning only the next step helps.'],
  },
};
