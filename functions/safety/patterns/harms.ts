import type { Rule } from '../rules';
import { EATING_RULES } from './eating';
import { EMERGENCY_RULES } from './emergency';
import { EXPLOITATION_RULES } from './exploitation';
import { HARM_TO_OTHERS_RULES } from './harm-to-others';
import { HOME_RULES } from './home';
import { SPANISH_MASKS, SPANISH_RULES } from './spanish';
import { SUBSTANCE_RULES } from './substances';

/**
 * The rules for the harms beyond suicide and self-harm in English (docs/safety.md), and the Spanish
 * rules, beside the tier files' English rules for suicide and self-harm.
 */
export const HARM_RULES: readonly Rule[] = [
  ...EMERGENCY_RULES,
  ...EATING_RULES,
  ...HOME_RULES,
  ...EXPLOITATION_RULES,
  ...SUBSTANCE_RULES,
  ...HARM_TO_OTHERS_RULES,
  ...SPANISH_RULES,
];

export { SPANISH_MASKS };
