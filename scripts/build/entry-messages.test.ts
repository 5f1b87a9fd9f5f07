/**
 * entry-messages.cjs: the sign-in build's catalogues hold the messages its pages can show, found
 * by following the entry's imports; a message id built at run time stops the build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { entryMessageIds } = require('./entry-messages.cjs') as { entryMessageIds: (entry: string) => string[] };
const loader = require('./intl-ast-loader.cjs') as (this: object, source: string) => string;
const root = path.resolve(import.meta.dirname, '../..');
const english = JSON.parse(fs.readFileSync(path.join(root, 'lang/en.json'), 'utf8')) as Record<string, string>;

test("the sign-in entry's messages: its pages' texts, every one in the catalogue, none of the console's", () => {
  const ids = entryMessageIds(path.join(root, 'src/signIn.tsx'));
  for (const id of ['app.title', 'login.signIn', 'logoutSuccess.inactiveTitle', 'session.ended'])
    assert.ok(ids.includes(id), id);
  assert.deepEqual(
    ids.filter((id) => !(id in english)),
    [],
  );
  assert.ok(!ids.includes('dashboard.title'));
  assert.ok(ids.length < Object.keys(english).length / 10, `${ids.length} of ${Object.keys(english).length}`);
});

test('imports are followed, static and dynamic; a message id built at run time stops the build', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-messages-'));
  const write = (file: string, text: string) => fs.writeFileSync(path.join(folder, file), text);
  write('entry.tsx', "import { a } from './a';\nconst b = () => import(/* webpackChunkName: \"b\" */ './b');\n");
  write('a.ts', "export const a = { id: 'a.one', defaultMessage: 'One' };\n");
  write('b.tsx', 'import { c } from \'./c\';\nexport default () => <FormattedMessage id="b.two" />;\n');
  write('c.ts', "export const c = 'no message here';\n");
  assert.deepEqual(entryMessageIds(path.join(folder, 'entry.tsx')), ['a.one', 'b.two']);
  write('c.ts', 'export const c = (kind: string) => ({ id: `c.${kind}` });\n');
  assert.throws(() => entryMessageIds(path.join(folder, 'entry.tsx')), /built at run time/);
  fs.rmSync(folder, { recursive: true, force: true });
});

test('the catalogue loader keeps only the ids it is given, and every one when given none', () => {
  const source = JSON.stringify({ 'a.one': 'One', 'b.two': 'Two {count}' });
  const all = JSON.parse(loader.call({ getOptions: () => ({}) }, source)) as Record<string, unknown>;
  const some = JSON.parse(loader.call({ getOptions: () => ({ only: ['b.two'] }) }, source)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(all), ['a.one', 'b.two']);
  assert.deepEqual(Object.keys(some), ['b.two']);
});
