// ESLint flat config: typescript-eslint's recommended rules everywhere, promise rules that read the
// types in functions/, shared/ and web/, React hooks rules in web/,
// and the one-way layers of the code (docs/decisions/0026-one-way-layers-held-by-the-linter.md), held by import-x.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The Lambda entry points: one file per API route in api/<area>/ and one per job in jobs/
 * (functions/entry/, nothing else). Nothing imports them; the stack, the dev server and the tests
 * load them by path.
 */
const ENTRY = './functions/entry';

/** The web app's feature folders: each may import shared parts, never another feature. */
const FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom. shared/ imports nothing of ours; functions/ and web/ never import each
 * other; infra/ and dev/ reach down only. In web/src: app/ composes; a feature never imports
 * another; components/, lib/ and hooks/ never import features or app/.
 */
const LAYERS = [
  {
    target: './shared',
    from: ['./functions', './web', './infra', './dev', './scripts', './test'],
    message: 'shared/ is the bottom layer: it imports nothing of ours.',
  },
  { target: './functions', from: ['./web', './infra', './dev', './scripts', './test'], message: 'functions/ imports only shared/.' },
  { target: './web', from: ['./functions', './infra', './dev', './scripts', './test'], message: 'web/ imports only shared/.' },
  {
    target: './infra',
    from: ['./dev', './scripts', './test', './web/src'],
    message: 'infra/ reaches down only (shared/, functions/ by path, web/build).',
  },
  { target: './dev', from: ['./scripts', './test', './infra'], message: 'dev/ reaches down only.' },
  // functions/: kernel (config, log, errors, secrets) < data < providers < safety < http < domain
  // < entry (the Lambda handlers, functions/entry/).
  {
    target: './functions/kernel',
    from: ['./functions/data', './functions/providers', './functions/safety', './functions/http', './functions/domain'],
    message: 'The kernel is the leaf of functions/: config, log, errors, secrets.',
  },
  {
    target: './functions/data',
    from: ['./functions/providers', './functions/safety', './functions/http', './functions/domain'],
    message: 'data/ reaches down to the kernel only.',
  },
  {
    target: './functions/providers',
    from: ['./functions/safety', './functions/http', './functions/domain'],
    message: 'providers/ reach down to data/ and the kernel only.',
  },
  {
    target: './functions/safety',
    from: ['./functions/http', './functions/domain'],
    message: 'safety/ reaches down only.',
  },
  {
    target: './functions/http',
    from: './functions/domain',
    message: 'The http chain never imports domain code or handlers.',
  },
  {
    // shared/ and web/ import nothing of functions/ at all (above).
    target: ['./functions', './infra'],
    from: ENTRY,
    message: 'Nothing imports an entry point (functions/entry/): the stack, the dev server and tests load handlers by path.',
  },
  {
    // An entry parses, makes one domain call and answers: the rest of functions/ is reached through domain/.
    target: ENTRY,
    from: './functions',
    except: ['./entry', './http', './domain', './kernel/log.ts'],
    message: 'An entry point imports only http/ (the chain it runs in), domain/, kernel/log and shared/.',
  },
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another: compose them in app/, or pass what is needed by props; move what both need to components/ or lib/.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import app/: app/ composes them.' },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/hooks'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared parts never import features or app/.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', '.tsbuild', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A script served to the browser in place of Google's gapi loader: plain ES5-style browser code.
    files: ['test/e2e/fakes/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    // A schema module builds nothing at load: each top-level schema is wrapped in the file's
    // side-effect-free `schema(() => ...)`, so esbuild leaves it out of the Lambda bundles that do
    // not use it and a handler builds only its own route's schemas.
    files: ['shared/schemas/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'Program > VariableDeclaration > VariableDeclarator > CallExpression.init:not([callee.name="schema"])',
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression.init:not([callee.name="schema"])',
          ].join(', '),
          message: 'Wrap a top-level schema in schema(() => ...), so bundles that do not use it leave it out.',
        },
      ],
    },
  },
  {
    // A promise nobody awaits loses its failure, and one handed where a plain callback is expected
    // (an onClick, a forEach) runs unawaited: both need the types, so these rules read them.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // shared/ is reached by its package.json subpath import from everywhere else, never by a
    // climb of ../ that breaks when a file moves. shared/ itself keeps its relative imports.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+shared(/|$)',
              message: "Import shared/ as '#shared/...' (package.json imports), not by a relative path.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (without this, no-cycle sees no edges).
      ...importX.flatConfigs.typescript.settings,
      // The root project's `@/` path (tsconfig.base.json); `#shared/*` comes from package.json "imports".
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
