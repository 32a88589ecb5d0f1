import type { Harm } from '#shared/safety';
import { maskedText } from './local';
import { HARM_RULES } from './patterns/harms';
import { compile } from './rules';

/**
 * Whether a message tells of abuse or danger at home, or of sexual exploitation (docs/safety.md "A
 * notice to a guardian"): then nobody at home is told of it, whatever else the message met. Read
 * with the screen's own patterns for those harms, and for the signs of danger now that point home
 * (someone at the door, hiding, things thrown, a threat), whether or not the screen counted them:
 * "my stepdad is drunk and banging on my door, I want to die" is read as suicide, and the person
 * at the door may be the one a notice would reach. No negation or whose-risk reading is done
 * either: a doubt keeps the notice from going, never the help. A rule about someone else's home
 * (kind `third`) does not count.
 */

const KEPT_FROM_HOME: readonly Harm[] = ['abuse-at-home', 'sexual-exploitation'];

const RULES = compile(
  HARM_RULES.filter(
    (rule) =>
      rule.kind !== 'third' &&
      ((rule.harm !== undefined && KEPT_FROM_HOME.includes(rule.harm)) || rule.escalates?.includes('abuse-at-home') === true),
  ),
);

/** The signs of danger now that point home (an emergency's, by the screen's harm): someone at the door, hiding, things thrown, a threat. */
const HOME_SIGN_IDS: ReadonlySet<string> = new Set(
  HARM_RULES.filter((rule) => rule.harm === 'emergency' && rule.escalates?.includes('abuse-at-home') === true).map((rule) => rule.id),
);

/**
 * Whether a screen's emergency was danger now at home, from the rules that counted (`reasons`):
 * its help is then abuse at home's (Childhelp, 911), as docs/safety.md gives danger now at home.
 */
export const isDangerAtHomeNow = (reasons: readonly string[]): boolean => reasons.some((reason) => HOME_SIGN_IDS.has(reason));

/** Whether any of `messages` (the one screened, the chat's earlier ones) shows abuse, exploitation or danger at home. */
export function showsDangerAtHome(messages: readonly string[]): boolean {
  return messages.some((message) => {
    const masked = maskedText(message);
    return RULES.some((rule) => {
      rule.regex.lastIndex = 0;
      return rule.regex.test(masked);
    });
  });
}
