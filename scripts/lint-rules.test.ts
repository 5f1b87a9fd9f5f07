/**
 * The architecture rules of eslint.config.mjs can fail: lint the cycle fixtures beside this file
 * (ignored by the normal run) and texts placed at chosen paths, and expect a cycle, a wrong-way
 * import and a cross-feature import to be reported, while a type-only import up the layers passes.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'lint-fixtures');
const eslint = new ESLint({ cwd: root, ignore: false });

async function messages(file: string, text?: string): Promise<string[]> {
  const [result] =
    text === undefined
      ? await eslint.lintFiles([path.join(fixtures, file)])
      : await eslint.lintText(text, { filePath: path.join(root, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

test('an import cycle is an error', async () => {
  assert.ok((await messages('cycleA.ts')).some((message) => message.startsWith('import-x/no-cycle')));
});

test('shared code may not import the app or a feature; a type import is free', async () => {
  const found = await messages(
    'src/shared/wrongWay.ts',
    [
      "import { MENU } from '../app/manifest';",
      "import type { ManifestEntry } from '../app/manifestEntry';",
      "import tenants from '../features/tenants/tenant.resource';",
      'export const wrongWay = (entry: ManifestEntry) => [MENU, tenants, entry];',
    ].join('\n'),
  );
  assert.deepEqual(
    found.filter((message) => message.startsWith('architecture/layers')),
    [
      'architecture/layers: Layer shared must not import layer app (above it).',
      'architecture/layers: Layer shared must not import layer features (above it).',
    ],
  );
});

test('a feature uses another only through its index', async () => {
  const found = await messages(
    'src/features/users/Fixture.ts',
    "import company from '../companies/company.resource';\nexport const fixture = company;\n",
  );
  assert.ok(found.includes('architecture/layers: Feature users may use companies only through its index.'));
});

test('the server never imports the console, the console never the server', async () => {
  const server = await messages(
    'server/src/fixture.ts',
    "import { MENU } from '../../src/app/manifest';\nexport const m = MENU;\n",
  );
  assert.ok(server.some((message) => message.startsWith('architecture/programs')));
  const console = await messages(
    'src/shared/fixture.ts',
    "import { config } from '../../server/src/config';\nexport const c = config;\n",
  );
  assert.ok(console.some((message) => message.startsWith('architecture/programs')));
});

test('on the server, the engine imports no family and a family uses another only through its index', async () => {
  const engine = await messages(
    'server/src/resources/engine/fixture.ts',
    "import { companyResource } from '../companies/companies.js';\nexport const c = companyResource;\n",
  );
  assert.ok(
    engine.some((message) => message.startsWith('import-x/no-restricted-paths')),
    `engine → family: ${engine.join('; ')}`,
  );
  const family = await messages(
    'server/src/resources/users/fixture.ts',
    "import { companyResource } from '../companies/companies.js';\nexport const c = companyResource;\n",
  );
  assert.ok(
    family.some((message) => message.startsWith('import-x/no-restricted-paths')),
    `family → another family's file: ${family.join('; ')}`,
  );
  const throughIndex = await messages(
    'server/src/resources/users/fixture.ts',
    "import * as companies from '../companies/index.js';\nexport const c = companies;\n",
  );
  assert.deepEqual(
    throughIndex.filter((message) => message.startsWith('import-x/no-restricted-paths')),
    [],
  );
});

test('on the server, db and hydra import no layer above them, and nothing imports the seeds', async () => {
  const db = await messages(
    'server/src/db/fixture.ts',
    "import { fileRows } from '../resources/files/files.js';\nexport const f = fileRows;\n",
  );
  assert.ok(
    db.some((message) => message.includes('Server layer db must not import a layer above it')),
    db.join('; '),
  );
  const hydra = await messages(
    'server/src/hydra/fixture.ts',
    "import type { Database } from '../db/schema.js';\nexport type D = Database;\n",
  );
  assert.ok(
    hydra.some((message) => message.startsWith('import-x/no-restricted-paths')),
    hydra.join('; '),
  );
  const seeds = await messages(
    'server/src/resources/fixture.ts',
    "import { DEMO_USERS } from '../seeds/seed.js';\nexport const u = DEMO_USERS;\n",
  );
  assert.ok(
    seeds.some((message) => message.startsWith('import-x/no-restricted-paths')),
    seeds.join('; '),
  );
});
