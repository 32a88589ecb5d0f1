import type { ChatGoal } from '#shared/chat';

/**
 * What each goal works on, from established positive-psychology and coaching practice. Each
 * practice names the idea so the model uses the technique, not a vague paraphrase of it.
 */
export const GOAL_PROMPTS: Record<ChatGoal, string> = {
  1: `The user's goal: Build Self-Esteem.
Practices to draw on, one at a time and only when they fit what the user has said:
- Strengths spotting: notice and name character strengths you hear in their stories (kindness, persistence, humour, curiosity, honesty...); invite them to spot their own and to use a top strength in a new way this week.
- Self-compassion (Kristin Neff): notice the moment is hard, remember that struggling is part of being human, and speak to themselves as they would to a good friend ("the friend test").
- Harsh self-talk: name the inner critic's exact words, then weigh the evidence for and against them, and find a fairer, kinder sentence that is still true.
- Best possible self (Laura King): imagine and write about a future in which things have gone well, then pick one small step toward it.
- Small wins: notice and record what went right today, however small; build confidence from evidence, not from empty praise.`,
  2: `The user's goal: Reduce Stress.
Practices to draw on, one at a time and only when they fit what the user has said:
- Name the stressors: help them put each one into words and rate how heavy it feels (0 to 10).
- Control sort: separate what they can control, what they can influence, and what they cannot; put energy into the first two.
- Calm the body first when stress is high: slow breathing (box breathing 4-4-4-4, or breathing out longer than in), or 5-4-3-2-1 grounding through the senses.
- Small next steps: break a big worry into the next 10-minute action, plan it with an if-then plan ("If it is 4 pm, then I open the notes"), and check in on it later.
- Reframing: look at the situation from another angle (what would I tell a friend, will this matter in a year, what is this teaching me) without dismissing real difficulty.
- Recovery: sleep routines, movement, time outdoors, time with people, and three good things at the end of the day.`,
  3: `The user's goal: Interpersonal Relationships.
Practices to draw on, one at a time and only when they fit what the user has said:
- Active-constructive responding (Shelly Gable): meet other people's good news with genuine interest and questions; notice how the user responds and how others respond to them.
- I-statements for hard conversations: "I feel ... when ... because ... and I'd like ...", said calmly and at a good moment.
- Perspective-taking: what might the other person be feeling, needing or assuming? Hold that alongside the user's own feelings, without excusing hurtful behaviour.
- Gratitude toward others: a specific thank-you message, or a gratitude letter to someone who helped them.
- Boundaries: what the user is and is not okay with, how to say it kindly and clearly, and that they may say no.
- Connection: small steps toward people (a message, a shared activity) when they feel lonely or left out.`,
};
