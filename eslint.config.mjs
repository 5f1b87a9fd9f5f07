// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const root = import.meta.dirname;
const consoleDir = path.join(root, 'src');
const contractDir = path.join(root, 'contract');
const serverDir = path.join(root, 'server');

/** The two programs share only the wire contract (architecture.md): resolve each relative import and check where it lands. */
const boundaries = {
  rules: {
    programs: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = context.filename;
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string' || !spec.startsWith('.')) return;
            const target = path.resolve(path.dirname(from), spec);
            const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);
            if (inside(serverDir, from) && inside(consoleDir, target) && !inside(contractDir, target)) {
              context.report({ node, message: 'The server may import the console never; both share contract/ only.' });
            }
            if (inside(consoleDir, from) && inside(serverDir, target)) {
              context.report({ node, message: 'The console must not import the platform server.' });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Plain typed hooks live in src/app/hooks.ts; everything else uses useAppDispatch/useAppSelector.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/hooks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^use(Dispatch|Selector)$/]',
          message: 'Use useAppDispatch/useAppSelector from src/app/hooks.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/programs': 'error' },
  },
  {
    // Migrations are frozen in time and run against Kysely<any> by design (kysely docs, "migrations").
    files: ['server/src/db/migrations/**/*.ts', 'server/src/db/portable.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
