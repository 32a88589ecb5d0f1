import { FEELINGS, NEGATION, TOPICS, type TopicId } from '../../providers/coach/offline/lexicon';

/**
 * The notes the coach proposes without an AI provider: from the user's own sentences
 * that tie a feeling to a topic, written from fixed words only ("You mentioned feeling stressed
 * about exams in June."), never by echoing free text: an echo could carry a name, a half-sentence
 * or something said in passing. A month named beside it is kept; relative times ("next week") are
 * not, since a note outlives them.
 */

/** What each topic is called in a note; topics a note should not sum up in a few words are left out. */
const SUBJECTS: Partial<Record<TopicId, string>> = {
  exams: 'your studies',
  work: 'work',
  partner: 'your relationship',
  family: 'your family',
  friends: 'your friendships',
  sleep: 'your sleep',
  social: 'social media',
  money: 'money',
  future: 'the future',
};

/** Study words a note names as they are ("exams in June" says more than "your studies"). */
const STUDY_WORDS = new Set([
  'exams',
  'exam',
  'tests',
  'finals',
  'homework',
  'assignments',
  'essays',
  'deadlines',
  'coursework',
  'school',
  'college',
  'university',
  'uni',
  'classes',
]);

const MONTH = /\b(?:in|by|until|before|after) (january|february|march|april|may|june|july|august|september|october|november|december)\b/;

const SENTENCES = /[^.!?\n]+[.!?]*/g;

/** The feeling a sentence states, unless it is negated ("not stressed"). */
function feelingIn(sentence: string): string | undefined {
  for (const feeling of FEELINGS) {
    const match = feeling.pattern.exec(sentence);
    if (match && !NEGATION.test(sentence.slice(0, match.index))) return feeling.label;
  }
  return undefined;
}

/** The topic a sentence is about, and how a note names it. */
function subjectIn(sentence: string): { topic: TopicId; subject: string } | undefined {
  for (const topic of TOPICS) {
    const subject = SUBJECTS[topic.id];
    const match = subject && topic.pattern.exec(sentence);
    if (!match) continue;
    const word = match[0];
    return { topic: topic.id, subject: topic.id === 'exams' && STUDY_WORDS.has(word) ? word : subject };
  }
  return undefined;
}

const capitalised = (month: string): string => month[0]!.toUpperCase() + month.slice(1);

/**
 * Up to `limit` notes from the user's messages, one per topic, in the order they came up.
 * Questions are skipped: "am I stressed about exams?" states nothing.
 */
export function localNotes(userMessages: readonly string[], limit: number): string[] {
  const notes: string[] = [];
  const topics = new Set<TopicId>();
  for (const message of userMessages) {
    for (const raw of message.toLowerCase().match(SENTENCES) ?? []) {
      const sentence = raw.trim();
      if (sentence.endsWith('?') || !/\b(i|i'm|im|i've|my|me)\b/.test(sentence)) continue;
      const feeling = feelingIn(sentence);
      const found = feeling && subjectIn(sentence);
      if (!feeling || !found || topics.has(found.topic)) continue;
      const month = MONTH.exec(sentence)?.[1];
      topics.add(found.topic);
      notes.push(`You mentioned feeling ${feeling} about ${found.subject}${month ? ` in ${capitalised(month)}` : ''}.`);
      if (notes.length >= limit) return notes;
    }
  }
  return notes;
}
