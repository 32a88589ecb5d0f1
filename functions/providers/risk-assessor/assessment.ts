import * as z from 'zod/mini';

/**
 * What the risk assessor answers about a conversation: the questions of the C-SSRS
 * screener, each a yes or no about the person's last message read with the turns before it, plus
 * whose experience it is and when it happened. Booleans and enums only: the answer carries no
 * words of the conversation, so it can be logged as counts and stored nowhere.
 */
export const riskAssessment = z.object({
  whose: z
    .enum(['writer', 'someone-else', 'unclear', 'nobody'])
    .check(
      z.describe(
        "Whose risk the conversation shows: the writer's own, someone else's (a friend, a relative, a character, a news story), unclear, or nobody's. \"Asking for a friend\" while describing first-hand detail is unclear.",
      ),
    ),
  wishToBeDead: z.boolean().check(z.describe('A wish to be dead or not to wake up (C-SSRS 1).')),
  activeThoughts: z.boolean().check(z.describe('Thoughts of killing oneself (C-SSRS 2).')),
  method: z.boolean().check(z.describe('Thoughts of a method, or questions about means: a dose, a height, a weapon (C-SSRS 3).')),
  intent: z.boolean().check(z.describe('Some intention of acting on the thoughts (C-SSRS 4).')),
  plan: z.boolean().check(z.describe('A worked-out plan: how, when or where (C-SSRS 5).')),
  preparatoryBehaviour: z
    .boolean()
    .check(
      z.describe('Anything done to prepare or attempt: gathering means, a note, goodbyes, giving things away, an attempt (C-SSRS 6).'),
    ),
  selfHarm: z.boolean().check(z.describe('Self-harm without wanting to die (cutting, burning), or the urge to.')),
  harmToOthers: z.boolean().check(z.describe('Intent or a plan to seriously hurt a particular other person.')),
  timing: z
    .enum(['now', 'past-3-months', 'longer-ago', 'unclear', 'not-applicable'])
    .check(z.describe('When the thoughts or acts above happen or happened; not-applicable when there are none.')),
});

export type RiskAssessment = z.infer<typeof riskAssessment>;
