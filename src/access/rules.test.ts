import { ROLES, type Role } from '../../contract';
import { canEdit, highestRole } from './roles';
import { MENU } from '../app/manifest';
import { canAccessRoute, normaliseRouteName, routeAccess, selectedMenuKeys } from './rules';

const { SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, API_USER, CUSTOMER, USER } = ROLES;

describe('highestRole', () => {
  it.each<[Role[], Role]>([
    [[USER, SUPERVISOR], SUPERVISOR],
    [[COMPANY_ADMIN, TENANT_ADMIN], TENANT_ADMIN],
    [[EDITOR, COMPANY_ADMIN], COMPANY_ADMIN],
    [[EDITOR, CUSTOMER], EDITOR],
    [[CUSTOMER, EDITOR], CUSTOMER],
    [[], USER],
  ])('of %j is %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });
});

describe('canEdit (actor on target)', () => {
  const targets: Role[] = [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, API_USER, CUSTOMER, USER];
  // Rows: actor; columns: target in the order above (spec section 6).
  const table: Array<[Role, boolean[]]> = [
    [SUPERVISOR, [true, true, true, true, true, true, true]],
    [TENANT_ADMIN, [false, true, true, true, true, true, true]],
    [COMPANY_ADMIN, [false, false, true, false, false, true, true]],
    [EDITOR, [false, false, false, false, false, false, false]],
    [API_USER, [false, false, false, false, false, false, false]],
    [CUSTOMER, [false, false, false, false, false, false, false]],
    [USER, [false, false, false, false, false, false, false]],
  ];
  const cells = table.flatMap(([actor, row]) => targets.map((target, column) => [actor, target, row[column]] as const));

  it.each(cells)('%s on %s: %s', (actor, target, allowed) => {
    expect(canEdit([actor], [target])).toBe(allowed);
  });

  it('looks at every role of the target', () => {
    expect(canEdit([COMPANY_ADMIN], [USER, EDITOR])).toBe(false);
    expect(canEdit([TENANT_ADMIN], [USER, SUPERVISOR])).toBe(false);
    expect(canEdit([COMPANY_ADMIN], [USER, CUSTOMER])).toBe(true);
  });

  it('uses the strongest role of the actor', () => {
    expect(canEdit([USER, TENANT_ADMIN], [EDITOR])).toBe(true);
  });
});

describe('normaliseRouteName', () => {
  it.each([
    ['contract-template-id-version-vid___de', 'contract-template'],
    ['contract-template-id-version-create___de', 'contract-template'],
    ['company-list-create___en', 'company-list'],
    ['configuration-allowed-origin-id___fr', 'configuration-allowed-origin'],
    ['contract-my-list-id-version-vid___en', 'contract-my-list'],
    ['file-id___en', 'file'],
    ['file-create___de', 'file'],
    ['index___de', 'index'],
    ['my-company___en', 'my-company'],
    ['contract-template-company___en', 'contract-template-company'],
    ['tenant-slug', 'tenant'],
    ['contract-template-id-version-vid-file-fid___en', 'contract-template'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseRouteName(name)).toBe(expected);
  });
});

describe('canAccessRoute (menu guard)', () => {
  it.each<[string, Role[], boolean, boolean]>([
    ['index___en', [API_USER], true, false],
    ['tenant___en', [API_USER], true, false],
    ['contract-list___en', [API_USER], true, false],
    ['my-company___en', [USER], false, false],
    ['my-company___de', [USER], true, true],
    ['tenant___en', [TENANT_ADMIN], true, false],
    ['tenant-id___en', [SUPERVISOR], false, true],
    ['company-provider-create___en', [TENANT_ADMIN], true, false],
    ['company-provider-create___en', [SUPERVISOR], false, true],
    ['contract-template-id-version-vid___de', [EDITOR], true, true],
    ['contract-template-id-version-vid___de', [COMPANY_ADMIN], true, false],
    ['contract-my-list-id-version-vid___en', [CUSTOMER], true, true],
    ['contract-list___en', [CUSTOMER], true, false],
    ['configuration-jwk-url___en', [SUPERVISOR], false, false],
    ['configuration-allowed-origin-id___fr', [SUPERVISOR], false, true],
    ['configuration___en', [TENANT_ADMIN], true, true],
    ['user___en', [COMPANY_ADMIN], true, true],
    ['user___en', [EDITOR], true, false],
    ['file-id___en', [EDITOR], true, true],
    ['unknown-page___en', [SUPERVISOR], true, false],
    // Routes outside the menu table (hidden manifest entries): contract terms for tenant admins…
    ['contract-term-create___en', [TENANT_ADMIN], true, true],
    ['contract-term___en', [EDITOR], true, false],
    ['contract-customer-association___en', [TENANT_ADMIN], true, true],
    // …and the customer associations for whoever receives contracts (customers sign there).
    ['contract-customer-association___de', [CUSTOMER], true, true],
    ['contract-customer-association___en', [COMPANY_ADMIN], true, true],
    ['contract-customer-association___en', [EDITOR], true, false],
    ['contract-customer-association___en', [API_USER], false, false],
    // Public routes need no role at all.
    ['login___en', [], false, true],
    ['logout_success___de', [], false, true],
    ['error', [API_USER], false, true],
  ])('%s for %j (company: %s) → %s', (route, roles, hasCompany, allowed) => {
    expect(canAccessRoute(MENU, route, roles, hasCompany)).toBe(allowed);
  });
});

describe('routeAccess (route guard 1)', () => {
  it('lets signed-in users through, refreshes when it can, else sends to login', () => {
    expect(routeAccess('tenant___en', true, false)).toBe('allow');
    expect(routeAccess('tenant___en', false, true)).toBe('refresh');
    expect(routeAccess('tenant___en', false, false)).toBe('login');
    expect(routeAccess('login___de', false, false)).toBe('allow');
  });
});

describe('selectedMenuKeys', () => {
  it('selects the entry of the route and opens its group', () => {
    expect(selectedMenuKeys(MENU, 'contract-template-id-version-vid___de')).toEqual(['contract', 'contract-template']);
    expect(selectedMenuKeys(MENU, 'tenant-create___en')).toEqual(['tenant']);
    expect(selectedMenuKeys(MENU, 'nowhere___en')).toEqual([]);
  });
});
