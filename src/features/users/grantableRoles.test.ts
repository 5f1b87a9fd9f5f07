import { ROLES } from '../../../contract';
import { grantableRoles, USER_ROLES } from './grantableRoles';

describe('grantable roles', () => {
  it('lets a supervisor grant every role a user can hold', () => {
    expect(grantableRoles([ROLES.SUPERVISOR])).toEqual(USER_ROLES);
    expect(USER_ROLES).not.toContain(ROLES.ADMIN);
  });

  it('keeps supervisor out of a tenant admin reach', () => {
    const roles = grantableRoles([ROLES.TENANT_ADMIN]);
    expect(roles).not.toContain(ROLES.SUPERVISOR);
    expect(roles).toContain(ROLES.TENANT_ADMIN);
    expect(roles).toContain(ROLES.EDITOR);
  });

  it('lets a company admin grant only company admin, customer and user', () => {
    expect(grantableRoles([ROLES.COMPANY_ADMIN])).toEqual([ROLES.COMPANY_ADMIN, ROLES.CUSTOMER, ROLES.USER]);
  });

  it('lets anyone else grant nothing', () => {
    expect(grantableRoles([ROLES.EDITOR, ROLES.USER])).toEqual([]);
  });
});
