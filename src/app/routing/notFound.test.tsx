import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderConsole, testUser } from '../testing/renderConsole';

/** Where "not found" shows, and what a user whose roles open no screen sees instead. */

const WAIT = { timeout: 30000 };

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/dashboard': () => ({ status: 200, body: { tenant: 2, company: 5, user: 9 } }),
  });
});

it('shows a mistyped address inside the layout for a signed-in user, as the menu guard does', async () => {
  renderConsole({ path: '/no-such-page' });
  expect(await screen.findByText('This page could not be found!', {}, WAIT)).toBeInTheDocument();
  expect(await screen.findByTestId('app-header', {}, WAIT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');

  renderConsole({ path: '/tenant', roles: ['ROLE_TENANT_ADMIN'] });
  expect((await screen.findAllByTestId('app-header', {}, WAIT)).length).toBe(2);
});

it('shows it on the plain page to a signed-out visitor', async () => {
  renderConsole({ path: '/no-such-page', roles: null });
  expect(await screen.findByText('This page could not be found!', {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByTestId('app-header')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
});

it.each(['/', '/tenant', '/contract/template'])(
  'tells an API user at %s that the console has nothing for its role, with a way to sign out',
  async (path) => {
    renderConsole({ path, roles: ['ROLE_API_USER'] });
    expect(await screen.findByRole('heading', { name: 'The console has nothing for your role' }, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: /Sign out/ })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found!')).toBeNull();
  },
);
