/**
 * Adding a resource, played (issue 23, docs/architecture.md "Adding a resource"): a copy of this
 * checkout gets a resource with one filter of its own and one special call, made the way the
 * recipe says. The change touches contract/, the definition on each side (with its family's
 * registration) and the manifest, and nothing else; no path, type or call is written outside
 * contract/; and the copy passes the type check of both programs, ESLint's architecture rules, the
 * server's test of the new resource over HTTP and the console's test of its screens and calls.
 *
 * The new files are in files/ under the paths they take; the lines added to existing files are
 * EDITS below, each placed by an anchor that must occur once. When a refactoring moves an anchor,
 * this test names it: move the edit with it, and the recipe in docs/architecture.md if it changed.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const filesDir = path.join(import.meta.dirname, 'files');

interface Edit {
  file: string;
  /** Text that occurs exactly once in the file. */
  anchor: string;
  /** The lines the recipe adds, placed after the anchor (or before it). */
  text: string;
  before?: true;
}

const EDITS: Edit[] = [
  { file: 'contract/index.ts', anchor: "export * from './calls';\n", text: "export * from './stock-widgets';\n" },
  {
    file: 'contract/resources.ts',
    anchor: "import { CALLS } from './calls';\n",
    text: "import type { StockWidget, StockWidgetInput } from './stock-widgets';\n",
  },
  {
    file: 'contract/resources.ts',
    anchor: 'export const RESOURCES = {\n',
    text: "  stockWidgets: wire<StockWidget, StockWidgetInput>()('stock_widgets', 'StockWidget', { id: true, name: true, tenant: true }),\n",
  },
  {
    file: 'contract/resource-filters.ts',
    anchor: 'export const RESOURCE_FILTERS = {\n',
    text: '  stockWidgets: { ...TENANT_FILTER, name: PARTIAL },\n',
  },
  {
    file: 'contract/calls.ts',
    anchor: 'export const CALLS = {\n',
    text: "  stockWidgetPolish: { method: 'POST', path: 'stock_widgets/{id}/polish' },\n",
  },
  {
    file: 'contract/schemas/answers.ts',
    anchor: "import * as items from './items';\n",
    text: "import { stockWidgetItem } from '../stock-widgets';\n",
  },
  {
    file: 'contract/schemas/answers.ts',
    anchor: 'export const ITEM_SCHEMAS = {\n',
    text: '  stock_widgets: stockWidgetItem,\n',
  },
  {
    file: 'contract/schemas.typetest.ts',
    anchor: '};\n/** …and every answer schema is checked here. */\n',
    before: true,
    text: "  stock_widgets: Expect<Agrees<ItemTypeAt<'stock_widgets'>, Wire<(typeof ITEM_SCHEMAS)['stock_widgets']>>>;\n",
  },
  {
    file: 'server/src/resources/catalogue/index.ts',
    anchor: "import { countryTagResource } from './country-tags.js';\n",
    text: "import { stockWidgetPolishRoute, stockWidgetResource } from './stock-widgets.js';\n",
  },
  {
    file: 'server/src/resources/catalogue/index.ts',
    anchor: 'export async function catalogueRoutes(app: FastifyInstance): Promise<void> {\n',
    text: '  registerResource(app, stockWidgetResource);\n  await app.register(stockWidgetPolishRoute);\n',
  },
  {
    file: 'src/app/manifest.ts',
    anchor: "      {\n        key: 'configuration-country-tag',\n",
    before: true,
    text: `      {
        key: 'configuration-stock-widget',
        path: 'configuration/stock-widget',
        label: { id: 'menu.configurationStockWidget', defaultMessage: 'Stock widget' },
        icon: 'TagsOutlined',
        roles: [TENANT_ADMIN],
        applications: [1],
        screens: resource(
          () => import(/* webpackChunkName: "page-configuration-stock-widget" */ '../features/configuration/stockWidget.resource'),
        ),
      },
`,
  },
];

/** The wire facts of the new resource: written in contract/ and nowhere else. */
const WIRE_FACTS = ['stock_widgets', 'StockWidget', 'polish', 'POST'];

/** Where the recipe may write: contract/, a definition on each side (and its family's index), the manifest. */
const ALLOWED = [
  /^contract\//,
  /^server\/src\/resources\/[a-z-]+\/(index|[a-z-]+)\.ts$/,
  /^server\/test\/[a-z-]+\.test\.ts$/,
  /^src\/features\/[a-zA-Z]+\/[a-zA-Z]+\.resource\.test\.tsx$/,
  /^src\/features\/[a-zA-Z]+\/[a-zA-Z]+\.resource\.tsx$/,
  /^src\/app\/manifest\.ts$/,
];

const addedFiles = (dir = filesDir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? addedFiles(full) : [path.relative(filesDir, full)];
  });

let copy: string;

/** Runs a command in the copy; its output becomes the failure's message. */
function inCopy(command: string, args: string[]): void {
  try {
    // Without the test runner's NODE_TEST_CONTEXT, which turns a node --test inside it into a reporter that exits 0.
    const { NODE_TEST_CONTEXT: _runner, ...env } = process.env;
    execFileSync(command, args, { cwd: copy, stdio: 'pipe', encoding: 'utf8', env: { ...env, CI: 'true' } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    assert.fail(`${command} ${args.join(' ')} failed in the copy:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

before(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'adding-a-resource-'));
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith('scripts/adding-a-resource/') && fs.existsSync(path.join(root, file)));
  for (const file of tracked) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  for (const file of addedFiles()) {
    assert.ok(!fs.existsSync(path.join(copy, file)), `${file} exists already: the recipe adds it`);
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(filesDir, file), path.join(copy, file));
  }
  for (const edit of EDITS) {
    const target = path.join(copy, edit.file);
    const source = fs.readFileSync(target, 'utf8');
    const at = source.indexOf(edit.anchor);
    assert.ok(
      at >= 0 && source.indexOf(edit.anchor, at + 1) < 0,
      `${edit.file} should hold ${JSON.stringify(edit.anchor)} once: move this recipe's edit with it`,
    );
    const place = edit.before ? at : at + edit.anchor.length;
    fs.writeFileSync(target, source.slice(0, place) + edit.text + source.slice(place));
  }
});

after(() => (process.env.KEEP_COPY ? console.log(copy) : fs.rmSync(copy, { recursive: true, force: true })));

const touched = () => [...new Set([...addedFiles(), ...EDITS.map((edit) => edit.file)])].sort();

test('the change touches contract/, a definition on each side and the manifest only', () => {
  const elsewhere = touched().filter((file) => !ALLOWED.some((pattern) => pattern.test(file)));
  assert.deepEqual(elsewhere, []);
  assert.ok(touched().includes('src/app/manifest.ts'));
});

test('no path, type or call is written outside contract/', () => {
  const stringsOf = (text: string) =>
    [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  /** A wire fact inside a string, whole: `stock_widgets/${id}/polish` holds the path and the call. */
  const holds = (literal: string, fact: string) => new RegExp(`\\b${fact}\\b`).test(literal);
  const added = (file: string) =>
    [
      ...(fs.existsSync(path.join(filesDir, file)) ? [fs.readFileSync(path.join(filesDir, file), 'utf8')] : []),
      ...EDITS.filter((edit) => edit.file === file).map((edit) => edit.text),
    ].join('\n');
  const programs = touched().filter((file) => !file.startsWith('contract/') && !file.includes('.test.'));
  for (const file of programs) {
    const written = stringsOf(added(file)).filter((literal) => WIRE_FACTS.some((fact) => holds(literal, fact)));
    assert.deepEqual(written, [], `${file} writes wire facts of its own`);
  }
  const contract = stringsOf(
    touched()
      .filter((file) => file.startsWith('contract/'))
      .map(added)
      .join('\n'),
  );
  for (const fact of WIRE_FACTS)
    assert.ok(
      contract.some((literal) => holds(literal, fact)),
      `contract/ names ${fact}`,
    );
});

test('both programs pass the type check with it', () => {
  inCopy('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  inCopy('npx', ['tsc', '--noEmit', '-p', 'server/tsconfig.json']);
});

test("ESLint's architecture rules hold for every file it touches", () => {
  inCopy('npx', ['eslint', '--no-warn-ignored', ...touched()]);
});

test('the platform answers its list, its filter and its call over HTTP', () => {
  inCopy('node', ['--import', 'tsx', '--test', 'server/test/stock-widgets.test.ts']);
});

test('the console draws its routes and asks for its list and call as the contract says', () => {
  inCopy('npx', [
    'jest',
    '--ci',
    '--cacheDirectory',
    path.join(copy, '.jest-cache'),
    'src/features/configuration/stockWidget.resource.test.tsx',
  ]);
});
