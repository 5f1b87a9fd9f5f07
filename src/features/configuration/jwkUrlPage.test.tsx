import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { draftFor } from '../../session/drafts';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { tokensReceived } from '../../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import JwkUrlPage, { HTTPS_URL } from './jwkUrlPage';

const WAIT = { timeout: 30000 };

const emptyList = { 'hydra:member': [], 'hydra:totalItems': 0 };
const button = (name: RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => name.test(b.textContent ?? ''))!;

it('accepts https addresses only', () => {
  expect(HTTPS_URL.test('https://sso.acme.example/realms/acme/certs')).toBe(true);
  expect(HTTPS_URL.test('http://sso.acme.example/certs')).toBe(false);
  expect(HTTPS_URL.test('https://')).toBe(false);
});

it('without a key-set URL offers to create one; http is refused in the form, the platform’s 422 at the field', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  const platform = installFakePlatform({
    'GET /api/jwk_urls': () => ({ status: 200, body: emptyList }),
    'POST /api/jwk_urls': () => ({
      status: 422,
      body: {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description': 'tenant: This tenant already has a JWK URL.',
        violations: [{ propertyPath: 'tenant', message: 'This tenant already has a JWK URL.' }],
      },
    }),
  });
  renderWithProviders(<JwkUrlPage />);
  await waitFor(() => expect(screen.getByText('Your tenant has no JWK URL yet.')).toBeInTheDocument(), WAIT);
  const url = screen.getByLabelText('Key-set URL');

  fireEvent.change(url, { target: { value: 'http://keys.acme.example/certs' } });
  fireEvent.click(button(/Create/));
  await waitFor(() => expect(screen.getByText('Enter an https:// address')).toBeInTheDocument(), WAIT);
  expect(platform.callsTo('POST', '/api/jwk_urls')).toHaveLength(0);

  fireEvent.change(url, { target: { value: 'https://keys.acme.example/certs' } });
  fireEvent.click(button(/Create/));
  await waitFor(
    () =>
      expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent(
        'This tenant already has a JWK URL.',
      ),
    WAIT,
  );
  expect(platform.callsTo('POST', '/api/jwk_urls')[0].body).toEqual({ url: 'https://keys.acme.example/certs' });
  expect(url).toHaveValue('https://keys.acme.example/certs');
});

it('keeps a URL typed when the session ends, and puts it back after sign-in without sending it', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  window.sessionStorage.clear();
  const platform = (create: () => { status: number; body: unknown }) =>
    installFakePlatform({
      'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
      'GET /api/applications': () => ({ status: 200, body: emptyList }),
      'GET /api/jwk_urls': () => ({ status: 200, body: emptyList }),
      'POST /api/jwk_urls': create,
      // The session was revoked elsewhere: the refresh is refused.
      'POST /api/token/refresh': () => ({ status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } }),
    });
  const open = async () => {
    const view = renderConsole({ path: '/configuration/jwk-url', roles: ['ROLE_TENANT_ADMIN'] });
    act(() => {
      view.store.dispatch(
        tokensReceived({ token: makeAccessToken({ username: 'tina', roles: ['ROLE_TENANT_ADMIN'] }) }),
      );
    });
    await waitFor(() => expect(screen.getByText('Your tenant has no JWK URL yet.')).toBeInTheDocument(), WAIT);
    return view;
  };

  platform(() => ({ status: 401, body: { code: 401, message: 'Expired JWT Token' } }));
  const first = await open();
  fireEvent.change(screen.getByLabelText('Key-set URL'), { target: { value: 'https://keys.acme.example/late' } });
  fireEvent.click(button(/Create/));
  await waitFor(() => expect(first.history.location.pathname).toBe('/login'), WAIT);
  first.unmount();
  expect(draftFor('/configuration/jwk-url#jwk-url', 'tina')).toEqual({ url: 'https://keys.acme.example/late' });

  const again = platform(() => ({ status: 201, body: { '@id': '/api/jwk_urls/1', id: 1, url: 'x' } }));
  await open();
  await waitFor(() => expect(screen.getByLabelText('Key-set URL')).toHaveValue('https://keys.acme.example/late'), WAIT);
  expect(screen.getByText('What you typed before your session ended is back in the form.')).toBeInTheDocument();
  expect(again.callsTo('POST', '/api/jwk_urls')).toHaveLength(0);
});
