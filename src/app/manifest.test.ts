/**
 * Every cell of the spec's menu table (section 6). The expectations below are transcribed from
 * the spec by hand, not read from the manifest, so a wrong entry there fails here.
 */
import { ROLES, type Role } from '../../contract';
import { visibleMenu, type MenuEntry } from '../access';
import { MENU } from './manifest';

const { SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, API_USER, CUSTOMER, USER, ADMIN } = ROLES;
const ALL_ROLES: Role[] = [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, API_USER, CUSTOMER, USER, ADMIN];

interface Row {
  key: string;
  parent?: string;
  roles: Role[];
  /** 'any' where the spec's Apps cell is empty. */
  apps: number[] | 'any';
  needsCompany?: boolean;
}

// | Entry | Roles | Apps | as in spec section 6
const SPEC_TABLE: Row[] = [
  { key: 'index', roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER], apps: [1, 2] },
  { key: 'tenant', roles: [SUPERVISOR], apps: [1, 2] },
  {
    key: 'my-company',
    roles: [ADMIN, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    apps: [1, 2],
    needsCompany: true,
  },
  { key: 'contract', roles: [TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER], apps: [1] },
  { key: 'contract-list', parent: 'contract', roles: [TENANT_ADMIN], apps: 'any' },
  { key: 'contract-my-list', parent: 'contract', roles: [COMPANY_ADMIN, EDITOR, CUSTOMER, USER], apps: 'any' },
  { key: 'contract-template-company', parent: 'contract', roles: [TENANT_ADMIN], apps: 'any' },
  { key: 'contract-category', parent: 'contract', roles: [TENANT_ADMIN], apps: 'any' },
  { key: 'contract-template', parent: 'contract', roles: [TENANT_ADMIN, EDITOR], apps: 'any' },
  { key: 'contract-product', parent: 'contract', roles: [TENANT_ADMIN], apps: 'any' },
  // Not in the spec's table: Verify (issue 26), for every role of the Contract group.
  {
    key: 'contract-verify',
    parent: 'contract',
    roles: [TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    apps: 'any',
  },
  { key: 'company', roles: [SUPERVISOR, TENANT_ADMIN], apps: [1, 2] },
  { key: 'company-list', parent: 'company', roles: [SUPERVISOR, TENANT_ADMIN], apps: 'any' },
  { key: 'company-provider', parent: 'company', roles: [SUPERVISOR], apps: [1] },
  { key: 'user', roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN], apps: [1, 2] },
  { key: 'file', roles: [TENANT_ADMIN, EDITOR], apps: [1, 2] },
  // Issue 26 adds the audit trail under Configuration, for company admins too.
  { key: 'configuration', roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN], apps: 'any' },
  { key: 'configuration-fallback-locale', parent: 'configuration', roles: [TENANT_ADMIN], apps: [1] },
  { key: 'configuration-allowed-origin', parent: 'configuration', roles: [TENANT_ADMIN, SUPERVISOR], apps: [1, 2] },
  { key: 'configuration-country-tag', parent: 'configuration', roles: [TENANT_ADMIN], apps: [1] },
  { key: 'configuration-jwk-url', parent: 'configuration', roles: [TENANT_ADMIN], apps: [1, 2] },
  { key: 'configuration-notification-template', parent: 'configuration', roles: [TENANT_ADMIN], apps: [1, 2] },
  {
    key: 'configuration-audit',
    parent: 'configuration',
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN],
    apps: [1, 2],
  },
];

function expectedVisible(row: Row, role: Role, app: number, hasCompany: boolean): boolean {
  const own =
    row.roles.includes(role) && (row.apps === 'any' || row.apps.includes(app)) && (!row.needsCompany || hasCompany);
  const parent = row.parent ? SPEC_TABLE.find((candidate) => candidate.key === row.parent) : undefined;
  return own && (!parent || expectedVisible(parent, role, app, hasCompany));
}

function visibleKeys(entries: readonly MenuEntry[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly MenuEntry[]) =>
    list.forEach((entry) => {
      if (entry.hidden) return;
      keys.add(entry.key);
      if (entry.children) walk(entry.children);
    });
  walk(entries);
  return keys;
}

const cells = SPEC_TABLE.flatMap((row) =>
  ALL_ROLES.flatMap((role) =>
    [1, 2].flatMap((app) =>
      [true, false].map((hasCompany) => ({
        row,
        role,
        app,
        hasCompany,
        visible: expectedVisible(row, role, app, hasCompany),
      })),
    ),
  ),
);

describe('menu visibility, cell by cell', () => {
  it.each(cells.map((cell) => [cell.row.key, cell.role, cell.app, cell.hasCompany, cell.visible] as const))(
    '%s for %s in application %i (company: %s) is visible: %s',
    (key, role, app, hasCompany, visible) => {
      expect(visibleKeys(visibleMenu(MENU, [role], app, hasCompany)).has(key)).toBe(visible);
    },
  );

  it('has exactly the entries of the spec, in its order', () => {
    expect([...visibleKeys(MENU)]).toEqual(SPEC_TABLE.map((row) => row.key));
  });

  it('shows nothing to an API user, nor without an active application (every leaf names its applications)', () => {
    expect(visibleMenu(MENU, [API_USER], 1, true)).toEqual([]);
    expect([...visibleKeys(visibleMenu(MENU, [SUPERVISOR], 0, false))]).toEqual([]);
    expect([...visibleKeys(visibleMenu(MENU, [TENANT_ADMIN], 0, false))]).toEqual([]);
  });

  it('joins the entries of users holding several roles', () => {
    const keys = visibleKeys(visibleMenu(MENU, [EDITOR, COMPANY_ADMIN], 1, true));
    expect(keys).toEqual(
      new Set([
        'index',
        'my-company',
        'contract',
        'contract-my-list',
        'contract-template',
        'contract-verify',
        'user',
        'file',
        'configuration',
        'configuration-audit',
      ]),
    );
  });

  it('labels every entry with a message id and an English default', () => {
    const all = [...MENU, ...MENU.flatMap((entry) => entry.children ?? [])];
    expect(all.filter((entry) => entry.hidden).map((entry) => entry.key)).toEqual([
      'contract-term',
      'contract-customer-association',
    ]);
    for (const entry of all) {
      expect(entry.label.id).toMatch(/^menu\./);
      expect(entry.label.defaultMessage).not.toBe('');
      expect(entry.icon).toMatch(/Outlined$/);
    }
  });
});
