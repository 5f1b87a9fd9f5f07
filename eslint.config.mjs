// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
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

/**
 * Server resource layers (server/src/resources/index.ts): the engine imports no family; a family
 * reaches another family only through that family's index.ts. One zone per (target, source) pair.
 */
const resourcesDir = 'server/src/resources';
const families = fs
  .readdirSync(path.join(root, resourcesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'engine')
  .map((entry) => entry.name);
const resourceZones = [
  {
    target: `./${resourcesDir}/engine`,
    from: families.map((family) => `./${resourcesDir}/${family}`),
    message: 'The resource engine must not import a resource family.',
  },
  ...families.flatMap((target) =>
    families
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${resourcesDir}/${target}`,
        from: `./${resourcesDir}/${from}`,
        except: ['./index.ts'],
        message: `Import the ${from} family through its index.ts.`,
      })),
  ),
];

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
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // The server imports its TypeScript files by their .js names (ESM); resolve those to the .ts sources.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: resourceZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
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
