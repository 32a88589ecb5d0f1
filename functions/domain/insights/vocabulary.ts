import type { Emotion, StressSource } from '#shared/insights/session-report';

/**
 * The word lists the local analysis files a conversation by. Our own, short and plain: the NRC
 * emotion lexicon would be richer but is licensed for research only. Each entry is a word stem
 * matched at a word's start ("exam" finds "exams"), lower-case.
 */

export const EMOTION_WORDS: Record<Emotion, readonly string[]> = {
  joy: ['happy', 'glad', 'joy', 'excited', 'proud', 'fun', 'great', 'love', 'grateful', 'relieved', 'calm'],
  hope: ['hope', 'hoping', 'looking forward', 'better', 'can do', 'try', 'trying', 'improv', 'progress'],
  sadness: ['sad', 'down', 'cry', 'crying', 'tears', 'hopeless', 'empty', 'miserable', 'depress', 'unhappy', 'hurt'],
  worry: ['worr', 'anxious', 'anxiety', 'nervous', 'stress', 'overwhelm', 'overthink', 'tense', 'pressure', 'panic'],
  fear: ['scared', 'afraid', 'fear', 'terrified', 'frighten', 'dread'],
  anger: ['angry', 'mad', 'furious', 'annoyed', 'frustrat', 'hate', 'irritat', 'resent'],
  shame: ['ashamed', 'embarrass', 'stupid', 'worthless', 'ugly', 'failure', 'not good enough', 'guilty', 'useless'],
  loneliness: ['lonely', 'alone', 'no one', 'nobody', 'left out', 'isolated', 'no friends'],
};

export const STRESS_WORDS: Record<StressSource, readonly string[]> = {
  school: ['school', 'exam', 'test', 'homework', 'class', 'teacher', 'grade', 'college', 'uni', 'study', 'assignment'],
  work: ['work', 'job', 'boss', 'shift', 'manager', 'coworker', 'colleague', 'interview'],
  family: ['mum', 'mom', 'dad', 'parent', 'brother', 'sister', 'family', 'home'],
  friends: ['friend', 'mates', 'group chat', 'bully', 'bullied'],
  relationships: ['boyfriend', 'girlfriend', 'partner', 'crush', 'break up', 'broke up', 'dating', 'ex '],
  money: ['money', 'rent', 'debt', 'afford', 'bills', 'pay'],
  health: ['sick', 'ill', 'pain', 'doctor', 'hospital', 'health'],
  sleep: ['sleep', 'insomnia', 'tired', 'exhausted', 'awake at night', 'nightmare'],
  'body image': ['weight', 'body', 'fat', 'skinny', 'appearance', 'looks', 'mirror'],
  'social media': ['instagram', 'tiktok', 'snapchat', 'social media', 'followers', 'likes', 'online'],
  loneliness: ['lonely', 'alone', 'no one to talk', 'isolated', 'left out'],
  'the future': ['future', 'career', 'what to do with my life', 'uncertain', 'decide'],
};

/** All-or-nothing words: a common thinking pattern worth naming gently. */
export const ABSOLUTE_WORDS = ['always', 'never', 'nothing', 'everything', 'everyone', 'nobody', 'completely', 'totally'] as const;

/** Words that look back on oneself harshly. */
export const SELF_CRITICAL_PHRASES = [
  "i'm so stupid",
  'i am so stupid',
  "i'm useless",
  'i am useless',
  "i'm a failure",
  'i hate myself',
  'my fault',
];
