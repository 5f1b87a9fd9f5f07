import { ROLES, type Role } from '../../../contract';
import { visibleMenu, type MenuEntry } from '../../access';
import { MENU } from '../../app/manifest';
import { pathOfRouteName } from '../../app/routing/routes';
import {
  buildGroups,
  flatItems,
  itemKey,
  matches,
  parseRecent,
  rememberVisit,
  screenItems,
  visibleKeys,
  type PaletteItem,
  type RecordKind,
} from './paletteResults';
import { RECORD_MENU_KEYS } from './recordSearch';

const label = (entry: MenuEntry) => entry.label.defaultMessage;

/** What the palette is given for a role: its visible menu, screens and allowed record kinds. */
function paletteFor(roles: Role[], application = 1, hasCompany = false) {
  const entries = visibleMenu(MENU, roles, application, hasCompany);
  const keys = visibleKeys(entries);
  const allowedKinds = new Set(
    (Object.entries(RECORD_MENU_KEYS) as [RecordKind, string][]).filter(([, key]) => keys.has(key)).map(([k]) => k),
  );
  return { screens: screenItems(entries, label, pathOfRouteName), allowedKinds };
}

const record = (kind: RecordKind, path: string, text: string): PaletteItem => ({
  kind,
  key: itemKey(kind, path),
  label: text,
  path,
});

describe('command palette results', () => {
  it('never offers the tenant admin the Tenant screen or tenant records, even from an old visit', () => {
    const { screens, allowedKinds } = paletteFor([ROLES.TENANT_ADMIN]);
    expect(screens.map((screen) => screen.label)).not.toContain('Tenant');
    expect(screens.some((screen) => screen.path === '/tenant')).toBe(false);
    expect(allowedKinds.has('tenant')).toBe(false);
    expect([...allowedKinds].sort()).toEqual(['company', 'template', 'user']);
    const groups = buildGroups({
      query: '',
      screens,
      allowedKinds,
      records: { tenant: [record('tenant', '/tenant/1', 'Acme')] },
      recent: [
        { kind: 'screen', key: itemKey('screen', '/tenant'), label: 'Tenant', path: '/tenant' },
        record('tenant', '/tenant/2', 'Globex'),
      ],
    });
    const offered = flatItems(groups);
    expect(offered.some((item) => item.path.startsWith('/tenant'))).toBe(false);
    expect(groups.map((group) => group.group)).toEqual(['screen']);
  });

  it('offers the supervisor Tenant, and a customer only screens of its own menu', () => {
    expect(paletteFor([ROLES.SUPERVISOR]).screens.some((screen) => screen.path === '/tenant')).toBe(true);
    const customer = paletteFor([ROLES.CUSTOMER], 1, true);
    expect(customer.allowedKinds.size).toBe(0);
    const allowedPaths = visibleMenu(MENU, [ROLES.CUSTOMER], 1, true).flatMap(function leaves(entry): string[] {
      return entry.children ? entry.children.flatMap(leaves) : [pathOfRouteName(entry.key) ?? ''];
    });
    for (const screen of customer.screens) expect(allowedPaths).toContain(screen.path);
  });

  it('labels children with their group and matches every typed word, case and accents ignored', () => {
    const { screens } = paletteFor([ROLES.TENANT_ADMIN]);
    expect(screens.find((screen) => screen.path === '/company/list')?.label).toBe('Company › Company list');
    expect(matches('Zürich Customer AG', 'zurich ag')).toBe(true);
    expect(matches('Zürich Customer AG', 'zurich gmbh')).toBe(false);
  });

  it('groups recent visits first, then screens, then records per kind, without repeats', () => {
    const { screens, allowedKinds } = paletteFor([ROLES.TENANT_ADMIN]);
    const retail = record('company', '/company/list/u-1', 'Acme Retail GmbH');
    const groups = buildGroups({
      query: 'acme',
      screens,
      allowedKinds,
      records: { company: [retail, record('company', '/company/list/u-2', 'Acme Logistics')] },
      recent: [retail],
    });
    expect(groups.map((group) => group.group)).toEqual(['recent', 'company']);
    expect(groups[0]!.items).toEqual([retail]);
    expect(groups[1]!.items.map((item) => item.label)).toEqual(['Acme Logistics']);
  });

  it('remembers the last five visits, most recent first, and drops malformed stored ones', () => {
    const visits = Array.from({ length: 7 }, (_, n) => record('company', `/company/list/${n}`, `C${n}`));
    const recent = visits.reduce<PaletteItem[]>(rememberVisit, []);
    expect(recent.map((item) => item.label)).toEqual(['C6', 'C5', 'C4', 'C3', 'C2']);
    expect(rememberVisit(recent, visits[3]!).map((item) => item.label)).toEqual(['C3', 'C6', 'C5', 'C4', 'C2']);
    expect(parseRecent('{"not":"a list"}')).toEqual([]);
    expect(
      parseRecent(
        JSON.stringify([
          { kind: 'evil', label: 'x', path: '/x' },
          { kind: 'screen', label: 'y', path: 'http://x' },
        ]),
      ),
    ).toEqual([]);
    expect(parseRecent(JSON.stringify(recent))).toEqual(recent);
  });
});
