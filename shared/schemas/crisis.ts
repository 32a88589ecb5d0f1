import * as z from 'zod/mini';
import { CRISIS_TIERS, HARMS, HELP_LANGUAGES, type Harm, type HelpLanguage } from '../safety';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (one such helper per schema module: see ./chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** The crisis tiers of SAFETY.md 2, as the answers name them. */
export const crisisTier = schema(() => z.enum(CRISIS_TIERS as ['a', 'b', 'c']));

/** The harm and language that choose the help shown beside a flagged text (docs/safety.md). */
export const help = schema(() =>
  z.object({
    harm: z.enum(HARMS as unknown as [Harm, ...Harm[]]),
    language: z.enum(HELP_LANGUAGES as unknown as [HelpLanguage, ...HelpLanguage[]]),
  }),
);

/**
 * On the answer to a saved note (a check-in note, a goal, a memory note) that met a crisis tier,
 * as a chat's answer carries it: the tier, whether the crisis screen opens (tier c), the help, and
 * at (b) and (c) the fixed, reviewed text that answers it (docs/safety.md "Notes the user writes").
 */
export const noteSafety = schema(() => z.object({ tier: crisisTier, crisisScreen: z.boolean(), help, reply: z.optional(z.string()) }));
export type NoteSafety = z.infer<typeof noteSafety>;
