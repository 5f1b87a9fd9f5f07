/**
 * The compile hints reach every chunk group a route's first screen loads, and none of the groups
 * that load later (a language's texts). The build checks the files themselves (route-preloads.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MANIFEST } from '../../src/app/manifest';
import { isFirstScreenGroup } from './compile-hints';
import { languageChunkGroups, manifestRouteChunks } from './route-chunks';

test('every group a route loads first is hinted', () => {
  const groups = new Set(manifestRouteChunks(MANIFEST).flatMap((route) => route.groups));
  assert.ok(groups.size > 20, `only ${groups.size} groups`);
  assert.deepEqual(
    [...groups].filter((group) => !isFirstScreenGroup(group)),
    [],
  );
});

test('a language’s texts are not', () => {
  for (const group of Object.values(languageChunkGroups('de'))) assert.equal(isFirstScreenGroup(group), false, group);
  assert.equal(isFirstScreenGroup('locale-names'), false);
  assert.equal(isFirstScreenGroup(undefined), false);
});
