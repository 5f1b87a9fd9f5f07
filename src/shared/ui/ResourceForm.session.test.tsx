/**
 * A form being edited when the session ends keeps what was typed: the save's 401 cannot be
 * recovered (the refresh is refused), the route guard sends the user to sign in with the way
 * back, and on the same form as the same user the values come back, with a notice, to be saved.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { draftFor } from '../../session/drafts';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { sessionEnded, tokensReceived } from '../../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST, type PlatformHandler } from '../../testing/fakePlatform';
import { makeAccessToken } from '../../testing/tokens';

const WAIT = { timeout: 60000 };

const nameInput = () => document.querySelector<HTMLInputElement>('input#name');
const keycloakInput = () => document.querySelector<HTMLInputElement>('input#keycloakId');
// Buttons by text, not by role: role queries over a whole form take tens of seconds on a loaded machine.
const button = (text: RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((candidate) =>
    text.test(candidate.textContent ?? ''),
  )!;
const submitButton = () => button(/Submit/);

function platformWhere(createTenant: PlatformHandler) {
  return installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/tenants': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'POST /api/tenants': createTenant,
    // The session was revoked elsewhere: the HttpOnly cookie no longer refreshes.
    'POST /api/token/refresh': () => ({ status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } }),
  });
}

/** Signed in (with a refresh cookie) as `userName` on the tenant create form. */
async function openCreateForm(userName = 'tina') {
  const view = renderConsole({ path: '/tenant/create', userName });
  act(() => {
    view.store.dispatch(tokensReceived({ token: makeAccessToken({ username: userName, roles: ['ROLE_SUPERVISOR'] }) }));
  });
  await waitFor(() => expect(nameInput()).not.toBeNull(), WAIT);
  return view;
}

/** The first visit: types, saves, the session turns out to be over. */
async function loseSessionWhileSaving() {
  platformWhere(() => ({ status: 401, body: { code: 401, message: 'Expired JWT Token' } }));
  const view = await openCreateForm();
  fireEvent.change(nameInput()!, { target: { value: 'Acme Revoked' } });
  fireEvent.change(keycloakInput()!, { target: { value: '77' } });
  fireEvent.click(submitButton());
  await waitFor(() => expect(view.history.location.pathname).toBe('/login'), WAIT);
  view.unmount();
  return view;
}

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  window.sessionStorage.clear();
});

it('keeps the values of a save the session could not recover, and sends them after sign-in', async () => {
  const first = await loseSessionWhileSaving();
  expect(first.history.location.search).toBe(`?returnTo=${encodeURIComponent('/tenant/create')}&ended=1`);
  expect(first.store.getState().session).toMatchObject({ accessToken: null, ended: true });
  expect(draftFor('/tenant/create', 'tina')).toMatchObject({ name: 'Acme Revoked', keycloakId: 77 });

  // Signed in again, back on the same form.
  const platform = platformWhere(({ body }) => ({
    status: 201,
    body: { '@id': '/api/tenants/9', '@type': 'Tenant', id: 9, ...(body as object) },
  }));
  const again = await openCreateForm();
  await waitFor(() => expect(nameInput()).toHaveValue('Acme Revoked'), WAIT);
  expect(keycloakInput()).toHaveValue('77');
  expect(screen.getByText('What you typed before your session ended is back in the form.')).toBeInTheDocument();
  expect(platform.callsTo('POST', '/api/tenants')).toHaveLength(0); // nothing is sent behind the user's back

  fireEvent.click(submitButton());
  await waitFor(() => expect(again.history.location.pathname).toBe('/tenant'), WAIT);
  expect(platform.callsTo('POST', '/api/tenants')[0].body).toMatchObject({ name: 'Acme Revoked', keycloakId: 77 });
  expect(draftFor('/tenant/create', 'tina')).toBeNull();
});

it('shows another user signing in on the same tab an empty form', async () => {
  await loseSessionWhileSaving();
  platformWhere(() => ({ status: 201, body: {} }));
  await openCreateForm('someone.else');
  expect(nameInput()).toHaveValue('');
  expect(screen.queryByText('What you typed before your session ended is back in the form.')).toBeNull();
});

it('lets the user discard the restored values', async () => {
  await loseSessionWhileSaving();
  platformWhere(() => ({ status: 201, body: {} }));
  await openCreateForm();
  await waitFor(() => expect(nameInput()).toHaveValue('Acme Revoked'), WAIT);
  fireEvent.click(button(/^Discard$/));
  await waitFor(() => expect(nameInput()).toHaveValue(''), WAIT);
  expect(draftFor('/tenant/create', 'tina')).toBeNull();
});

it('keeps what is typed when the session ends without a save (another request found it over)', async () => {
  platformWhere(() => ({ status: 201, body: {} }));
  const view = await openCreateForm();
  fireEvent.change(nameInput()!, { target: { value: 'Half typed' } });
  act(() => {
    view.store.dispatch(sessionEnded());
  });
  await waitFor(() => expect(view.history.location.pathname).toBe('/login'), WAIT);
  expect(draftFor('/tenant/create', 'tina')).toMatchObject({ name: 'Half typed' });
});
