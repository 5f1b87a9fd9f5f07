import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { setRuntimeConfig } from '../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../testing/fakePlatform';
import { APP_ROUTES } from './router';
import { currentRouteOf } from './routing/routeHandle';
import { renderConsole, testUser } from './testing/renderConsole';

function routeNameAt(path: string): string | undefined {
  return currentRouteOf(matchRoutes(APP_ROUTES, path))?.name;
}

describe('locale routing', () => {
  it('names prefixed routes with the locale suffix', () => {
    expect(routeNameAt('/de/tenant')).toBe('tenant___de');
    expect(routeNameAt('/tenant')).toBe('tenant___en');
    expect(routeNameAt('/fr/tenant/12')).toBe('tenant-id___fr');
    expect(routeNameAt('/de/contract/template/5/version/7')).toBe('contract-template-id-version-vid___de');
    expect(routeNameAt('/contract/my-list/version/3')).toBe('contract-my-list-id-version-vid___en');
  });

  it('opens the dashboard on a bare language prefix', () => {
    expect(routeNameAt('/de')).toBe('index___de');
    expect(routeNameAt('/')).toBe('index___en');
  });

  it('does not take an unknown path for a language prefix', () => {
    expect(routeNameAt('/no/such/page')).toBeUndefined();
    expect(routeNameAt('/tenant/create')).toBe('tenant-create___en');
  });
});

describe('rendered routes', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiHost: TEST_API_HOST });
    installFakePlatform({
      'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
      'GET /api/dashboard': () => ({ status: 200, body: { tenant: 2, company: 5, user: 9 } }),
    });
  });

  it('shows the not-found page for an unknown route', async () => {
    renderConsole({ path: '/nothing/here' });
    expect(await screen.findByText('This page could not be found!', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats a two-letter segment that is no locale as an unknown page', async () => {
    renderConsole({ path: '/zz' });
    expect(await screen.findByText('This page could not be found!', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('keeps the language prefix in the home link of the not-found page', async () => {
    renderConsole({ path: '/de/tenant', roles: ['ROLE_TENANT_ADMIN'] });
    expect(await screen.findByText('This page could not be found!', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/de');
  });

  it('sends a signed-out visitor to the login page, keeping the prefix', async () => {
    const { history } = renderConsole({ path: '/de/tenant', roles: null });
    expect(await screen.findByRole('button', { name: /Sign in/ }, { timeout: 30_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/de/login');
  });
});
