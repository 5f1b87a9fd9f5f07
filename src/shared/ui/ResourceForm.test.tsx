import { fireEvent, waitFor } from '@testing-library/react';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';

const WAIT = { timeout: 60000 };

it('shows a 422 violation at its field and keeps what the user typed', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  const platform = installFakePlatform({
    'GET /api/users': () => ({
      status: 200,
      body: { 'hydra:member': [testUser({ company: null })], 'hydra:totalItems': 1 },
    }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'POST /api/tenants': () => ({
      status: 422,
      body: {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description': 'name: This name is already used.',
        violations: [{ propertyPath: 'name', message: 'This name is already used.' }],
      },
    }),
  });
  const { history } = renderConsole({ path: '/tenant/create' });
  await waitFor(() => expect(document.querySelector('input#name')).not.toBeNull(), WAIT);
  const name = document.querySelector<HTMLInputElement>('input#name')!;
  const keycloakId = document.querySelector<HTMLInputElement>('input#keycloakId')!;

  fireEvent.change(name, { target: { value: 'Acme' } });
  fireEvent.change(keycloakId, { target: { value: '4242' } });
  const submit = [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) =>
    /Submit/.test(button.textContent ?? ''),
  );
  fireEvent.click(submit!);

  await waitFor(
    () =>
      expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('This name is already used.'),
    WAIT,
  );
  const sent = platform.callsTo('POST', '/api/tenants')[0];
  expect(sent.body).toMatchObject({ name: 'Acme', keycloakId: 4242 });
  expect(name).toHaveValue('Acme');
  expect(keycloakId).toHaveValue('4242');
  expect(history.location.pathname).toBe('/tenant/create');
});
