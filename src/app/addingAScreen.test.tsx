/**
 * Adding a screen family to the console is one manifest entry plus its definition (issue 10,
 * docs/architecture.md): this test plays the whole change for a made-up catalogue screen of
 * colours, reusing an existing wire resource, and checks that its routes, its menu entry, the
 * menu guard and its list query all follow from those two pieces and nothing else.
 */
import { RESOURCES, ROLES, type CountryTag, type CountryTagInput } from '../../contract';
import { canAccessRoute, visibleMenu } from '../access/rules';
import { resourceApi } from '../api/resources';
import { defineResource } from '../shared/resource/defineResource';
import { MANIFEST } from './manifest';
import { resource, type ManifestEntry } from './manifestEntry';
import { routesOf } from './routing/routes';

// The definition, as it would live beside its feature.
const colours = defineResource<CountryTag, CountryTagInput>({
  api: resourceApi(RESOURCES.countryTags),
  title: { id: 'colour.title', defaultMessage: 'Colours' },
  deleteConfirm: { id: 'colour.deleteConfirm', defaultMessage: 'Delete this colour?' },
  fields: [
    {
      name: 'name',
      label: { id: 'colour.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
  ],
  toFormValues: (tag) => ({ name: tag.name }),
  toBody: (values) => ({ name: String(values.name ?? ''), countries: [] }),
});

// The manifest entry, as it would sit in manifest.ts's configuration group.
const entry: ManifestEntry = {
  key: 'configuration-colour',
  path: 'configuration/colour',
  label: { id: 'menu.configurationColour', defaultMessage: 'Colour' },
  icon: 'TagsOutlined',
  roles: [ROLES.TENANT_ADMIN],
  applications: [1, 2],
  screens: resource(() => Promise.resolve({ default: colours })),
};
const manifest = [...MANIFEST, entry];

describe('adding a screen family', () => {
  it('derives its list, create and edit routes from the entry', () => {
    const routes = routesOf(manifest).filter((route) => route.name.startsWith('configuration-colour'));
    expect(routes.map((route) => [route.name, route.path])).toEqual([
      ['configuration-colour', 'configuration/colour'],
      ['configuration-colour-create', 'configuration/colour/create'],
      ['configuration-colour-id', 'configuration/colour/:id'],
    ]);
    expect(routes.every((route) => route.layout === 'default')).toBe(true);
  });

  it('puts it in the menu of the roles it names, and the menu guard follows', () => {
    const seen = (roles: (typeof ROLES)[keyof typeof ROLES][]) =>
      visibleMenu(manifest, roles, 1, true).some((shown) => shown.key === 'configuration-colour');
    expect(seen([ROLES.TENANT_ADMIN])).toBe(true);
    expect(seen([ROLES.EDITOR])).toBe(false);
    expect(canAccessRoute(manifest, 'configuration-colour-id___de', [ROLES.TENANT_ADMIN], true)).toBe(true);
    expect(canAccessRoute(manifest, 'configuration-colour-create___en', [ROLES.CUSTOMER], true)).toBe(false);
  });

  it('gets its endpoints and cache tags from the wire resource its definition names', async () => {
    const { default: definition } = await (
      entry.screens as Extract<ManifestEntry['screens'], { kind: 'resource' }>
    ).load();
    expect(definition.api.resource.path).toBe(RESOURCES.countryTags.path);
    expect(Object.keys(definition.api.endpoints)).toEqual(
      expect.arrayContaining(['list', 'get', 'create', 'update', 'remove']),
    );
  });
});
