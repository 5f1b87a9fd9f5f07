/**
 * Every searchable column of every resource screen sends a filter its wire resource describes
 * (contract/filters.ts), as the list sends it (serialiseFilters: `start` goes as `start[after]`).
 * A column's own filterKey is checked by the type checker (filterParam); a column searched by its
 * field name, the default, is checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allFilterParams, RESOURCE_FILTERS, RESOURCES, type ResourceName } from '../../../contract';
import { serialiseFilters } from '../../api/hydra';
import { MANIFEST } from '../../app/manifest';
import type { ManifestEntry } from '../../app/manifestEntry';
import { columnsOf, type AnyResourceDefinition } from './defineResource';
import { filterKeyOf } from './listParamsOf';

type Definition = AnyResourceDefinition;

async function manifestDefinitions(entries: readonly ManifestEntry[]): Promise<[string, Definition][]> {
  const found: [string, Definition][] = [];
  for (const entry of entries) {
    if (entry.screens?.kind === 'resource') found.push([entry.key, (await entry.screens.load()).default]);
    found.push(...(await manifestDefinitions(entry.children ?? [])));
  }
  return found;
}

/** The screens the manifest reaches through pages of their own (templates, files, my contracts). */
function resourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return resourceFiles(file);
    return entry.name.endsWith('.resource.tsx') ? [file] : [];
  });
}

async function everyDefinition(): Promise<Map<Definition, string>> {
  const byDefinition = new Map<Definition, string>();
  for (const [key, definition] of await manifestDefinitions(MANIFEST)) byDefinition.set(definition, key);
  const features = path.join(__dirname, '../../features');
  for (const file of resourceFiles(features)) {
    const module = (await import(file)) as { default?: Definition };
    if (module.default && !byDefinition.has(module.default))
      byDefinition.set(module.default, path.relative(features, file));
  }
  return byDefinition;
}

describe('list filters', () => {
  it("every searchable column filters by one of its wire resource's filters", async () => {
    const definitions = await everyDefinition();
    expect(definitions.size).toBeGreaterThan(15);
    const unknown: string[] = [];
    let searchable = 0;
    const resourceNames = new Map<object, ResourceName>(
      Object.entries(RESOURCES).map(([name, resource]) => [resource, name as ResourceName]),
    );
    for (const [definition, name] of definitions) {
      const params = new Set(allFilterParams(RESOURCE_FILTERS[resourceNames.get(definition.api.resource)!]));
      for (const column of columnsOf(definition).filter((each) => each.search)) {
        searchable += 1;
        const sent = [...serialiseFilters({ [filterKeyOf(column)]: '2026-11-27' }).keys()];
        for (const param of sent)
          if (!params.has(param))
            unknown.push(`${name}: ${column.dataIndex} → ${param} (/api/${definition.api.resource.path})`);
      }
    }
    expect(searchable).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
