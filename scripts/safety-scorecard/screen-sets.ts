import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { screenLocally } from '../../functions/safety';
import { measure, readMessages, type Figures } from '../screen-dataset';

/**
 * The crisis screen as shipped (patterns and the committed model) on each labelled set of
 * test/fixtures/crisis-screen/ (its README says who wrote each set and what it was used for).
 */

export const SCREEN_SETS_DIR = 'test/fixtures/crisis-screen';

/** What a set is to the screen: only `heldout-7` was never trained on nor written against. */
export type SetRole =
  'held out, never trained on' | 'held out, then trained on' | 'development set' | 'training' | 'ordinary chat' | 'probe';

export interface SetFigures {
  name: string;
  role: SetRole;
  figures: Figures;
}

/** The set no rule or model has seen (issue 20): the figure to quote. */
const UNSEEN_SET = 'heldout-7';

function roleOf(name: string): SetRole {
  if (name === UNSEEN_SET) return 'held out, never trained on';
  if (name.startsWith('heldout')) return 'held out, then trained on';
  if (name.startsWith('training')) return 'training';
  if (name.startsWith('ordinary')) return 'ordinary chat';
  if (name === 'labelled') return 'development set';
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

/** Every labelled set of the directory, the unseen one first, then by role and name. */
export function measureScreenSets(dir = SCREEN_SETS_DIR): SetFigures[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => {
      const name = file.replace(/\.jsonl$/, '');
      return { name, role: roleOf(name), figures: measure(readMessages(join(dir, file)), (input) => screenLocally(input)) };
    })
    .sort((x, y) => ORDER.indexOf(x.role) - ORDER.indexOf(y.role) || x.name.localeCompare(y.name, 'en', { numeric: true }));
}
