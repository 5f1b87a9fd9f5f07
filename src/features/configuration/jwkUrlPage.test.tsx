import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
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
