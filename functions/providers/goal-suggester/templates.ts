import type { ChatGoal } from '#shared/chat';
import { TOPICS, type TopicId } from '../coach/offline/lexicon';
import type { GoalSuggester, SuggestedGoal, SuggestionRequest } from './port';

/**
 * The template goal suggester: a few small, concrete, kind goals per coaching goal, written here
 * and reviewed like the offline coach's lines. No names, no "you" or "I": a goal reads as the
 * user's own note ("Take a 10-minute walk after classes"). A template tied to topics is chosen
 * when the user's messages touch one of them (the offline coach's lexicon finds them); among the
 * fitting ones, a hash of the chat id picks, so a chat gets the same suggestion every time.
 */

export interface GoalTemplate extends SuggestedGoal {
  /** Offered when the user's messages touch one of these; a template without topics fits any chat. */
  topics?: readonly TopicId[];
}

export const GOAL_TEMPLATES: Record<ChatGoal, readonly GoalTemplate[]> = {
  // Build Self-Esteem: noticing what goes well, and answering the inner critic kindly.
  1: [
    { text: 'Write down one thing that went well, before bed', timesPerWeek: 5 },
    { text: 'Answer one harsh thought with what a good friend would say', timesPerWeek: 3 },
    { text: 'Do one small thing just for fun', timesPerWeek: 3 },
    { text: 'Write down one thing learned after a study session', timesPerWeek: 3, topics: ['exams'] },
    { text: 'Note one thing handled well at work', timesPerWeek: 2, topics: ['work'] },
    { text: 'Write down one thing the body did well today, like a walk or a laugh', timesPerWeek: 3, topics: ['body'] },
    { text: 'Take one evening a week away from social media', timesPerWeek: 1, topics: ['social'] },
    { text: 'Spend 15 minutes on one small step toward a future plan', timesPerWeek: 1, topics: ['future'] },
    { text: 'Reply to one kind message instead of scrolling past it', timesPerWeek: 2, topics: ['friends', 'loneliness'] },
  ],
  // Reduce Stress: a pause, movement, sleep and a lighter list.
  2: [
    { text: 'Take a 10-minute walk without the phone', timesPerWeek: 3 },
    { text: 'Take 2 minutes of slow breathing before something hard', timesPerWeek: 5 },
    { text: "Write tomorrow's three most important tasks before bed", timesPerWeek: 5 },
    { text: 'Take a 10-minute walk after classes', timesPerWeek: 3, topics: ['exams'] },
    { text: 'Study in 25-minute blocks with a 5-minute break between', timesPerWeek: 3, topics: ['exams'] },
    { text: 'Put the phone away 30 minutes before bed', timesPerWeek: 5, topics: ['sleep', 'social'] },
    { text: 'Keep the same bedtime on weeknights', timesPerWeek: 5, topics: ['sleep'] },
    { text: 'Take a real lunch break away from work', timesPerWeek: 3, topics: ['work'] },
    { text: 'Spend 15 minutes on a simple plan for the week’s money', timesPerWeek: 1, topics: ['money'] },
    { text: 'Take 10 quiet minutes alone after a tense moment at home', timesPerWeek: 3, topics: ['family'] },
  ],
  // Interpersonal Relationships: small, safe steps toward people.
  3: [
    { text: 'Send a kind message to a friend', timesPerWeek: 2 },
    { text: 'Ask someone about their day and really listen', timesPerWeek: 3 },
    { text: 'Make a plan to spend time with someone who feels safe', timesPerWeek: 1 },
    { text: 'Share one good thing about the day at a family meal', timesPerWeek: 3, topics: ['family'] },
    { text: 'Say one thing appreciated about a partner, out loud', timesPerWeek: 3, topics: ['partner'] },
    { text: 'Start one short chat with someone new', timesPerWeek: 1, topics: ['loneliness', 'friends'] },
    { text: 'Go to one club, class or group to meet people', timesPerWeek: 1, topics: ['loneliness'] },
    { text: 'Tell one trusted person what has been going on', timesPerWeek: 1, topics: ['bullying'] },
    { text: 'Swap one scrolling session for a call with a friend', timesPerWeek: 2, topics: ['social'] },
    { text: 'Have one friendly chat with a coworker', timesPerWeek: 2, topics: ['work'] },
  ],
};

/** FNV-1a: a small, stable hash, so a chat id always picks the same template. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The topics the user's own messages touch. */
function topicsOf(request: SuggestionRequest): Set<TopicId> {
  const own = request.turns
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content.toLowerCase())
    .join('\n');
  return new Set(TOPICS.filter((topic) => topic.pattern.test(own)).map((topic) => topic.id));
}

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The template for a chat: one tied to a topic the user talked about when the coaching goal has
 * one, else one of the goal's general templates; never one the user already has as a goal
 * (unless every template is, when the list starts over).
 */
export function templateSuggestion(request: SuggestionRequest): SuggestedGoal {
  const all = GOAL_TEMPLATES[request.chatGoal];
  const fresh = all.filter((template) => !request.existingGoals.some((goal) => sameText(goal, template.text)));
  const pool = fresh.length ? fresh : all;
  const talkedAbout = topicsOf(request);
  const onTopic = pool.filter((template) => template.topics?.some((topic) => talkedAbout.has(topic)));
  const general = pool.filter((template) => !template.topics);
  const candidates = onTopic.length ? onTopic : general.length ? general : pool;
  const { text, timesPerWeek } = candidates[hash(request.chatId) % candidates.length]!;
  return { text, ...(timesPerWeek !== undefined && { timesPerWeek }) };
}

/** The template adapter: never fails, never calls anything. */
export const templateGoalSuggester: GoalSuggester = {
  suggest: (request) => Promise.resolve(templateSuggestion(request)),
};
