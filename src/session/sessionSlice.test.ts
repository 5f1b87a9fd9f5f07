import { makeAccessToken } from '../testing/tokens';
import { initialSessionState, selectRoles } from './sessionSlice';

const withToken = (roles: string[], expiresIn = 900) => ({
  session: { ...initialSessionState, accessToken: makeAccessToken({ username: 'tina', roles, expiresIn }) },
});

describe('selectRoles', () => {
  it('gives the same array for a renewed token with the same roles, so nothing role-derived is made anew', () => {
    const first = selectRoles(withToken(['ROLE_TENANT_ADMIN', 'ROLE_EDITOR']));
    // Another token (a later expiry), the same roles.
    const renewed = selectRoles(withToken(['ROLE_TENANT_ADMIN', 'ROLE_EDITOR'], 1800));
    expect(renewed).toBe(first);
  });

  it('gives the new roles when they change', () => {
    const first = selectRoles(withToken(['ROLE_TENANT_ADMIN']));
    const changed = selectRoles(withToken(['ROLE_EDITOR']));
    expect(changed).toEqual(['ROLE_EDITOR']);
    expect(changed).not.toBe(first);
  });
});
