import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { routeList } from '#shared/routes';

/**
 * The one-way layers are held by the linter (eslint.config.js): deliberate violations,
 * written into the tree where they would do harm, must fail ESLint with the rule that names the
 * layer, and an allowed import must not. One ESLint run for all of them; the files are removed.
 */

const root = join(__dirname, '../../..');
const tag = `lint-fixture-${process.pid}`;
/** A climb to the repository's root from functions/http/<tag>/, built so no tool reads it as an import of this file. */
const upToRoot = '../'.repeat(3);
const fixtures: Record<string, string> = {
  [`web/src/features/chat/${tag}/cross-feature.ts`]:
    "import { PlansProvider } from '../../plans/plans-provider';\nexport const x = PlansProvider;\n",
  // Through the `@/` alias as well as relative paths.
  [`web/src/components/${tag}/component-to-feature.ts`]:
    "import { ChatPanel } from '@/features/chat/components/chat-panel';\nexport const y = ChatPanel;\n",
  [`functions/http/${tag}/functions-to-web.ts`]: "import { paths } from '../../../web/src/paths';\nexport const z = paths;\n",
  [`shared/${tag}/shared-to-functions.ts`]: "import { log } from '../../functions/kernel/log';\nexport const w = log;\n",
  [`web/src/lib/${tag}/a.ts`]: "import { b } from './b';\nexport const a = () => b;\n",
  [`web/src/lib/${tag}/b.ts`]: "import { a } from './a';\nexport const b = () => a;\n",
  [`web/src/features/chat/${tag}/allowed.ts`]: "import { Button } from '../../../components/button';\nexport const ok = Button;\n",
  // An entry point reaches the rest of functions/ through http/ and domain/ only, and nothing imports it.
  [`functions/entry/${tag}/entry-to-data.ts`]: "import * as chats from '../../data/chats';\nexport const e = chats;\n",
  [`functions/entry/${tag}/entry-to-kernel.ts`]: "import * as config from '../../kernel/config';\nexport const k = config;\n",
  [`functions/domain/${tag}/domain-to-entry.ts`]: `import { handler } from '../../${routeList[0]![1].handler}';\nexport const h = handler;\n`,
  [`functions/entry/${tag}/allowed.ts`]: [
    "import { http } from '../../http/http';",
    "import * as goals from '../../domain/goals/goals';",
    "import { log } from '../../kernel/log';",
    "import * as routes from '#shared/routes/goals';",
    'export const ok = [http, goals, log, routes];',
    '',
  ].join('\n'),
  // shared/ is imported as #shared/..., which the layer rules resolve (the cycle below runs through it).
  [`functions/http/${tag}/relative-shared.ts`]: `import { CHAT_DELETED_MESSAGE } from '${upToRoot}shared/error-messages';\nexport const v = CHAT_DELETED_MESSAGE;\n`,
  [`functions/http/${tag}/subpath-shared.ts`]:
    "import { CHAT_DELETED_MESSAGE } from '#shared/error-messages';\nimport { routeList } from '#shared/routes';\nexport const u = [CHAT_DELETED_MESSAGE, routeList];\n",
  [`shared/${tag}/cycle-a.ts`]: `import { d } from '#shared/${tag}/cycle-b';\nexport const c = () => d;\n`,
  [`shared/${tag}/cycle-b.ts`]: "import { c } from './cycle-a';\nexport const d = () => c;\n",
};

let rules: Record<string, string[]>;

beforeAll(() => {
  for (const [file, code] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  try {
    const run = spawnSync(join(root, 'node_modules/.bin/eslint'), ['--format', 'json', ...Object.keys(fixtures)], {
      cwd: root,
      encoding: 'utf8',
    });
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
    rules = Object.fromEntries(
      results.map((result) => [relative(root, result.filePath), result.messages.map((message) => message.ruleId ?? 'fatal')]),
    );
  } finally {
    for (const file of Object.keys(fixtures)) rmSync(dirname(join(root, file)), { recursive: true, force: true });
  }
}, 60_000);

it.each([
  ['a feature importing another feature', 'web/src/features/chat', 'cross-feature.ts', 'import-x/no-restricted-paths'],
  ['a shared component importing a feature', 'web/src/components', 'component-to-feature.ts', 'import-x/no-restricted-paths'],
  ['functions importing the web app', 'functions/http', 'functions-to-web.ts', 'import-x/no-restricted-paths'],
  ['shared importing functions', 'shared', 'shared-to-functions.ts', 'import-x/no-restricted-paths'],
  ['an import cycle', 'web/src/lib', 'a.ts', 'import-x/no-cycle'],
  ['an entry point importing data/', 'functions/entry', 'entry-to-data.ts', 'import-x/no-restricted-paths'],
  ['an entry point importing a kernel module other than the log', 'functions/entry', 'entry-to-kernel.ts', 'import-x/no-restricted-paths'],
  ['domain code importing an entry point', 'functions/domain', 'domain-to-entry.ts', 'import-x/no-restricted-paths'],
  ['an import cycle through #shared/', 'shared', 'cycle-a.ts', 'import-x/no-cycle'],
  ['a relative import of shared/ from outside it', 'functions/http', 'relative-shared.ts', 'no-restricted-imports'],
])('refuses %s', (_, folder, file, rule) => {
  expect(rules[`${folder}/${tag}/${file}`]).toContain(rule);
});

it('lets a feature import shared parts', () => {
  expect(rules[`web/src/features/chat/${tag}/allowed.ts`]).toEqual([]);
});

it('lets an entry point import http/, domain/, the log and shared/', () => {
  expect(rules[`functions/entry/${tag}/allowed.ts`]).toEqual([]);
});

it('lets functions import shared/ as #shared/...', () => {
  expect(rules[`functions/http/${tag}/subpath-shared.ts`]).toEqual([]);
});
