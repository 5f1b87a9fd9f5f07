import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('leaving a form with changes not saved', () => {
  const platform = () =>
    installFakePlatform({
      'GET /api/users': () => ({
        status: 200,
        body: { 'hydra:member': [testUser({ company: null })], 'hydra:totalItems': 1 },
      }),
      'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
      'GET /api/tenants': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    });
  const dialog = () => document.querySelector('.ant-modal-title');

  it('leaves an untouched form at once, and asks before leaving a changed one', async () => {
    setRuntimeConfig({ apiHost: TEST_API_HOST });
    platform();
    const { history } = renderConsole({ path: '/tenant/create' });
    await waitFor(() => expect(document.querySelector('input#name')).not.toBeNull(), WAIT);
    await act(async () => history.push('/user'));
    expect(history.location.pathname).toBe('/user');
    await act(async () => history.push('/tenant'));

    await act(async () => history.push('/tenant/create'));
    await waitFor(() => expect(document.querySelector('input#name')).not.toBeNull(), WAIT);
    fireEvent.change(document.querySelector('input#name')!, { target: { value: 'Half-typed' } });
    await act(async () => history.push('/user'));
    expect(history.location.pathname).toBe('/tenant/create');
    await waitFor(() => expect(dialog()).toHaveTextContent('Leave without saving?'), WAIT);

    // Stay: the form keeps its values.
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/tenant/create');
    expect(document.querySelector('input#name')).toHaveValue('Half-typed');

    // Leave: on to where the user was going, and no question any more.
    await act(async () => history.push('/user'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(history.location.pathname).toBe('/user'), WAIT);
    await act(async () => history.push('/tenant'));
    expect(history.location.pathname).toBe('/tenant');
  });
});
