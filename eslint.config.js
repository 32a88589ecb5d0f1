// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules in web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', 'coverage', 'test-results', 'playwright-report'] },
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
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
