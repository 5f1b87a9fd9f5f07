// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

// 4.6 is the last release resolving in plain JavaScript: later ones need a native resolver whose
// binaries for other platforms the package registry here lacks, which leaves `npm ci` unable to run.
const { createNodeResolver } = importX;
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const consoleDir = path.join(root, 'src');
const contractDir = path.join(root, 'contract');
const serverDir = path.join(root, 'server');

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);

/**
 * The console's layers, lowest first (docs/architecture.md): a file may import its own layer and
 * the layers below it, never one above. Type-only imports carry no code and are free.
 * features/<family> are slices: one may import another only through its public index.ts.
 */
const CONSOLE_LAYERS = [
  ['contract', contractDir],
  ['i18n', path.join(consoleDir, 'i18n')],
  ['access', path.join(consoleDir, 'access')],
  ['store', path.join(consoleDir, 'store')],
  ['session', path.join(consoleDir, 'session')],
  ['api', path.join(consoleDir, 'api')],
  ['user', path.join(consoleDir, 'user')],
  ['shared', path.join(consoleDir, 'shared')],
  ['features', path.join(consoleDir, 'features')],
  ['app', path.join(consoleDir, 'app')],
  ['app', path.join(consoleDir, 'index.tsx')],
];
const testingDir = path.join(consoleDir, 'testing');

const layerOf = (file) => {
  const index = CONSOLE_LAYERS.findIndex(([, dir]) => inside(dir, file));
  return index < 0 ? undefined : { index, name: CONSOLE_LAYERS[index][0] };
};

/** 'src/features/companies/x.tsx' → 'companies'. */
const sliceOf = (file) => path.relative(path.join(consoleDir, 'features'), file).split(path.sep)[0];

/** Resolves a relative import to a file path without extension, or undefined for a package. */
function resolved(from, spec) {
  if (typeof spec !== 'string' || !spec.startsWith('.')) return undefined;
  return path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
}

/** Every import, re-export and import() of a module, with whether it carries only types. */
function visitImports(context, check) {
  const visit = (node, typeOnly) => node.source && check(node, node.source.value, typeOnly);
  return {
    ImportDeclaration: (node) =>
      visit(
        node,
        node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((item) => item.importKind === 'type')),
      ),
    ExportNamedDeclaration: (node) => visit(node, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => visit(node, node.exportKind === 'type'),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
  };
}

const architecture = {
  rules: {
    /** The two programs share only the wire contract (architecture.md). */
    programs: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = context.filename;
        return visitImports(context, (node, spec) => {
          const target = resolved(from, spec);
          if (!target) return;
          if (inside(serverDir, from) && inside(consoleDir, target))
            context.report({ node, message: 'The server never imports the console; both share contract/ only.' });
          if ((inside(consoleDir, from) || inside(contractDir, from)) && inside(serverDir, target))
            context.report({ node, message: 'The console and the contract never import the platform server.' });
          if (inside(contractDir, from) && !inside(contractDir, target))
            context.report({ node, message: 'contract/ stands alone: it imports nothing of either program.' });
        });
      },
    },
    /** Console imports point down the layers, and features meet only through a public index. */
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = context.filename;
        const own = layerOf(from);
        // Tests and test support (any testing/ folder) may reach whatever they exercise.
        if (!own || /\.test\.tsx?$/.test(from) || from.split(path.sep).includes('testing')) return {};
        return visitImports(context, (node, spec, typeOnly) => {
          const target = resolved(from, spec);
          if (!target || typeOnly) return;
          if (inside(testingDir, target)) {
            context.report({ node, message: 'Only tests and test support import src/testing.' });
            return;
          }
          const theirs = layerOf(target);
          if (!theirs) return;
          if (theirs.index > own.index) {
            context.report({ node, message: `Layer ${own.name} must not import layer ${theirs.name} (above it).` });
            return;
          }
          if (own.name === 'features' && theirs.name === 'features' && sliceOf(from) !== sliceOf(target)) {
            const face = path.join(consoleDir, 'features', sliceOf(target), 'index');
            if (target !== face)
              context.report({
                node,
                message: `Feature ${sliceOf(from)} may use ${sliceOf(target)} only through its index.`,
              });
          }
        });
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

/**
 * Server layers outside resources/, lowest first: hydra (the wire's shapes), then db (connection,
 * migrations, portable SQL) know nothing above them; audit and auth sit on db; http (events,
 * streams) may read the engine's types; seeds may use anything below the app; nothing imports seeds
 * or console/ except the app itself. Type-only imports count too: they form circles all the same.
 */
const serverSource = 'server/src';
const above = {
  hydra: ['db', 'auth', 'audit', 'http', 'resources', 'seeds', 'console'],
  db: ['auth', 'audit', 'http', 'resources', 'seeds', 'console'],
  audit: ['http', 'resources', 'seeds', 'console'],
  auth: ['http', 'resources', 'seeds', 'console'],
  http: ['seeds', 'console'],
  resources: ['seeds', 'console'],
};
const serverLayerZones = Object.entries(above).map(([layer, forbidden]) => ({
  target: `./${serverSource}/${layer}`,
  from: forbidden.map((other) => `./${serverSource}/${other}`),
  message: `Server layer ${layer} must not import a layer above it.`,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-meta',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      '**/*.js',
      '**/*.mjs',
      // Broken on purpose; scripts/lint-rules.test.ts lints them and expects the errors.
      'scripts/lint-fixtures',
      // Files of a resource added to a copy of the checkout, linted there (scripts/adding-a-resource).
      'scripts/adding-a-resource/files',
    ],
  },
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
    // Plain typed hooks live in src/store/hooks.ts; everything else uses useAppDispatch/useAppSelector.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/store/hooks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^use(Dispatch|Selector)$/]',
          message: 'Use useAppDispatch/useAppSelector from src/store/hooks.',
        },
        {
          // The prebuilt styles leave out Button's preset colours (scripts/build/prebuilt-styles.tsx).
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='color']",
          message:
            "A Button's colour comes from its type or danger: the prebuilt styles leave out antd's preset colours.",
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
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts', 'scripts/lint-fixtures/*.ts'],
    plugins: { architecture, 'import-x': importX },
    settings: {
      // Dependencies are parsed to follow their imports: with the TypeScript parser, or not at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      'architecture/programs': 'error',
      'architecture/layers': 'error',
      // Type-only imports are not followed: they carry no code and cannot form a runtime cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server imports its TypeScript files by their .js names (ESM): the resolver above maps them.
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...resourceZones, ...serverLayerZones] }],
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
  {
    // Each browser-test worker has a server of its own; ./support's `test` aims pages at it.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support': it points each worker at its own server.",
            },
          ],
        },
      ],
    },
  },
);
