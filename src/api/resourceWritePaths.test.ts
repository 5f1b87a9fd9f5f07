import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { setRuntimeConfig } from '../session/runtimeConfig';
import { initialSessionState } from '../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST } from '../testing/fakePlatform';
import { makeAccessToken } from '../testing/tokens';
import { RESOURCES, type Provider } from '../../contract';
import { resourceApi } from './resources';

jest.mock('antd', () => ({ notification: { error: jest.fn() } }));

/** A resource whose writes go through one-transaction endpoints, as the provider chain does. */
const providers = resourceApi(RESOURCES.providers);

const provider = (id: number, name: string): Provider => ({
  '@id': `/api/providers/${id}`,
  '@type': 'Provider',
  id,
  name,
  address: null,
  tenant: null,
});

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('sends create and update to the write paths, reads and deletes on the collection, and refreshes the list', async () => {
  const platform = installFakePlatform({
    'GET /api/providers': () => ({ status: 200, body: { 'hydra:member': [provider(1, 'A')], 'hydra:totalItems': 1 } }),
    'POST /api/providers/chain': () => ({ status: 201, body: provider(2, 'B') }),
    'PATCH /api/providers/2/chain': () => ({ status: 200, body: provider(2, 'C') }),
    'DELETE /api/providers/2': () => ({ status: 204 }),
  });
  const store = makeStore({
    session: { ...initialSessionState, accessToken: makeAccessToken({ roles: ['ROLE_SUPERVISOR'] }) },
  });
  const list = store.dispatch(providers.endpoints.list.initiate({ page: 1, itemsPerPage: 10 }));
  await list;

  const body = { name: 'B', address: { street: 'Main 1', postalCode: '1000', city: 'Bern' } };
  await store.dispatch(providers.endpoints.create.initiate(body)).unwrap();
  expect(platform.callsTo('POST', '/api/providers/chain')[0].body).toEqual(body);
  expect(platform.callsTo('POST', '/api/providers')).toHaveLength(0);
  await waitFor(() => expect(platform.callsTo('GET', '/api/providers')).toHaveLength(2));

  await store.dispatch(providers.endpoints.update.initiate({ id: 2, body: { name: 'C' } })).unwrap();
  const patch = platform.callsTo('PATCH', '/api/providers/2/chain')[0];
  expect(patch.contentType).toBe('application/merge-patch+json');
  expect(patch.body).toEqual({ name: 'C' });

  await store.dispatch(providers.endpoints.remove.initiate(2)).unwrap();
  expect(platform.callsTo('DELETE', '/api/providers/2')).toHaveLength(1);
  list.unsubscribe();
});
