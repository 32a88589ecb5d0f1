import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { screenLocally } from '../../functions/safety';
import { HARMS } from '#shared/safety';
import type { ScreenInput } from '../../functions/safety/screen';
import { LANGUAGES, measure, measureBy, readMessages, type Figures } from '../screen-dataset';

/**
 * The crisis screen as shipped (patterns and the committed model) on each labelled set of
 * test/fixtures/crisis-screen/ (its README says who wrote each set and what it was used for).
 */

export const SCREEN_SETS_DIR = 'test/fixtures/crisis-screen';

/** What a set is to the screen: the unseen sets were never trained on nor written against. */
export type SetRole =
  'held out, never trained on' | 'held out, then trained on' | 'development set' | 'training' | 'ordinary chat' | 'probe';

export interface SetFigures {
  name: string;
  role: SetRole;
  figures: Figures;
  /** For a set labelled by harm (docs/safety.md): the figures of each category, and of each language. */
  byCategory?: Map<string, Figures>;
  byLanguage?: Map<string, Figures>;
}

/**
 * The sets no rule or model has seen: the figures to quote. `heldout-8`, the held-out half of the
 * harm sets (docs/safety.md), had its final score and then became a development set like
 * `harms-8`, its other half: rules were written against it.
 */
const UNSEEN_SETS = ['heldout-7', 'heldout-9', 'heldout-10'];
/** Held-out sets promoted to development sets after their final score. */
const PROMOTED_SETS = ['heldout-8'];

function roleOf(name: string): SetRole {
  if (UNSEEN_SETS.includes(name)) return 'held out, never trained on';
  if (PROMOTED_SETS.includes(name)) return 'development set';
  if (name.startsWith('heldout')) return 'held out, then trained on';
  if (name.startsWith('training')) return 'training';
  if (name.startsWith('ordinary')) return 'ordinary chat';
  if (name === 'labelled' || name.startsWith('harms')) return 'development set';
  return 'probe';
}

const ORDER: SetRole[] = [
  'held out, never trained on',
  'held out, then trained on',
  'training',
  'ordinary chat',
  'development set',
  'probe',
];

/** The harms in docs/safety.md's order, then what is not risk. */
const HARM_ORDER: readonly string[] = [...HARMS, 'none'];

/** The groups in the given order, any others after them. */
const inOrder = (groups: Map<string, Figures>, order: readonly string[]): Map<string, Figures> =>
  new Map([...groups].sort(([x], [y]) => (order.indexOf(x) + 1 || order.length + 1) - (order.indexOf(y) + 1 || order.length + 1)));

/** Every labelled set of the directory, the unseen one first, then by role and name. */
export function measureScreenSets(dir = SCREEN_SETS_DIR): SetFigures[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => {
      const name = file.replace(/\.jsonl$/, '');
      const messages = readMessages(join(dir, file));
      const screen = (input: ScreenInput) => screenLocally(input);
      const byHarm = messages.some((message) => message.category !== undefined);
      return {
        name,
        role: roleOf(name),
        figures: measure(messages, screen),
        ...(byHarm && {
          byCategory: inOrder(
            measureBy(messages, screen, (message) => message.category),
            HARM_ORDER,
          ),
          byLanguage: inOrder(
            measureBy(messages, screen, (message) => message.lang),
            LANGUAGES,
          ),
        }),
      };
    })
    .sort((x, y) => ORDER.indexOf(x.role) - ORDER.indexOf(y.role) || x.name.localeCompare(y.name, 'en', { numeric: true }));
}
