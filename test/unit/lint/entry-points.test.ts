import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeList } from '../../../shared/routes';

/**
 * The house shape of functions/ (issue 16, docs/decisions.md): each area folder holds its Lambda
 * entry points and nothing else, so a name there says it is a Lambda; domain code lives in
 * functions/domain/, the HTTP chain in functions/http/, the leaf kernel in functions/kernel/.
 */

const ENTRY_AREAS = ['auth', 'bot', 'buddies', 'check-ins', 'config', 'email', 'goals', 'insights', 'memories', 'payment', 'user', 'voice'];
const functionsDir = join(__dirname, '../../../functions');

it('keeps only route handlers in the entry-point folders, and every handler in one of them', () => {
  const handlers = new Set(routeList.map(([, route]) => route.handler));
  const files = ENTRY_AREAS.flatMap((area) => readdirSync(join(functionsDir, area)).map((file) => `${area}/${file.replace(/\.ts$/, '')}`));

  expect(files.filter((file) => !handlers.has(file))).toEqual([]);
  expect([...handlers].filter((handler) => !files.includes(handler))).toEqual([]);
});
