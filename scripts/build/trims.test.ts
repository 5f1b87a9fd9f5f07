/**
 * The trims' checks can fail: a moved version, a file a trim no longer finds, a module it catches
 * unlisted. (The build runs the same checks on what webpack actually resolved.)
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { BUNDLE, replacementDrift, replacementOf, TRIMMED_PACKAGES, TRIMS, trimsOff, versionDrift } from './trims';

const asListed = () => new Map(TRIMS.map((trim, index) => [index, new Set(trim.replaces)]));

test('the installed packages are the versions the trims were written for', () => {
  assert.deepEqual(versionDrift(), []);
});

test('a moved version fails, naming the package and the stand-ins that reach into it', () => {
  const drift = versionDrift((name) => (name === 'rc-tree' ? '5.14.0' : TRIMMED_PACKAGES[name as 'antd']));
  assert.equal(drift.length, 1);
  assert.match(drift[0], /rc-tree is 5\.14\.0, the trims were written for 5\.13\.1 \(TableTreeUtils\.ts\)/);
  assert.match(versionDrift(() => null).join('\n'), /swr is not installed/);
});

test('every trim lists what it replaces, and a build that replaced exactly that passes', () => {
  for (const trim of TRIMS) assert.ok(trim.replaces.length > 0, String(trim.module));
  assert.deepEqual(replacementDrift(asListed()), []);
});

test('a trim that finds nothing, finds less or catches more fails', () => {
  const input = TRIMS.findIndex((trim) => trim.by === 'LazyInputParts.tsx');
  const tree = TRIMS.findIndex((trim) => trim.by === 'TableTreeUtils.ts');
  const matched = asListed();
  matched.delete(input);
  matched.get(tree)?.delete('rc-tree/es/util');
  matched.get(tree)?.add('rc-tree/es/utils/diffUtil');
  assert.deepEqual(replacementDrift(matched), [
    'build trims: the trim by TableTreeUtils.ts no longer replaces rc-tree/es/util',
    'build trims: the trim by TableTreeUtils.ts also replaced rc-tree/es/utils/diffUtil, which it does not list',
    `build trims: the trim by LazyInputParts.tsx replaced nothing (${TRIMS[input].module})`,
    'build trims: the trim by LazyInputParts.tsx no longer replaces antd/es/input',
  ]);
});

test('a request is replaced only from the modules a trim names, never from a stand-in', () => {
  const table = path.join('/app/node_modules/antd/es/table/hooks/useSelection.js');
  assert.deepEqual(replacementOf('rc-tree/es/util', null, table), {
    trim: TRIMS.findIndex((trim) => trim.by === 'TableTreeUtils.ts'),
    by: path.join(BUNDLE, 'TableTreeUtils.ts'),
    target: 'rc-tree/es/util',
  });
  assert.equal(replacementOf('rc-tree/es/util', null, '/app/node_modules/antd/es/tree/Tree.js'), null);
  assert.equal(replacementOf('rc-tree/es/util', null, path.join(BUNDLE, 'TableTreeUtils.ts')), null);
});

test('every trim keeps at least 3 KiB off a first load, or was made for measured speed', () => {
  for (const trim of TRIMS) assert.ok(trim.saves.kib >= 3 || trim.saves.ms !== undefined, trim.why);
});

test('TRIMS_OFF switches trims off by index, unset in an ordinary build', () => {
  assert.equal(trimsOff(undefined), undefined);
  assert.deepEqual(trimsOff(''), new Set());
  assert.deepEqual(trimsOff('3,7'), new Set([3, 7]));
  assert.throws(() => trimsOff(String(TRIMS.length)), /TRIMS_OFF: no trim/);
  const tree = TRIMS.findIndex((trim) => trim.by === 'TableTreeUtils.ts');
  const table = '/app/node_modules/antd/es/table/hooks/useSelection.js';
  assert.equal(replacementOf('rc-tree/es/util', null, table, new Set([tree])), null);
  assert.deepEqual(replacementDrift(new Map(), new Set(TRIMS.keys())), []);
});
