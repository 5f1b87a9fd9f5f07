import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { setRuntimeConfig } from '../session/runtimeConfig';
import { initialSessionState } from '../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST } from '../testing/fakePlatform';
import { makeAccessToken } from '../testing/tokens';
import { RESOURCES, type Tenant, type TenantInput, type WireResource } from '../../contract';
import { errorOf, violationsOf } from './hydra';
import { listQueryString, resourceApi } from './resources';
import { testTenant } from '../testing/items';

jest.mock('antd', () => ({ notification: { error: jest.fn() } }));

const tenants = resourceApi(RESOURCES.tenants);

const tenant = testTenant;

function signedInStore() {
  return makeStore({
    session: { ...initialSessionState, accessToken: makeAccessToken({ roles: ['ROLE_SUPERVISOR'] }) },
  });
}

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

describe('list query string', () => {
  it('puts page and page size first, then filters and order as the platform names them', () => {
    expect(
      listQueryString({
        page: 2,
        itemsPerPage: 20,
        filters: {
          name: 'acme',
          start: '2026-03-05T12:00:00',
          realEnd: '2026-12-31',
          'not_null[provider]': true,
          empty: '',
          gone: null,
        },
        order: { name: 'asc' },
      }),
    ).toBe(
      'page=2&itemsPerPage=20&name=acme&start%5Bafter%5D=2026-03-05&realEnd%5Bbefore%5D=2026-12-31&not_null%5Bprovider%5D=true&order%5Bname%5D=asc',
    );
  });

  it('maps company flags to 1 and 0 and uses the spec defaults', () => {
    expect(listQueryString({ filters: { groupCompany: 'true', resellerCompany: false } })).toBe(
      'page=1&itemsPerPage=10&groupCompany=1&resellerCompany=0',
    );
  });
});

describe('resourceApi', () => {
  it('lists a collection into items and total', async () => {
    const platform = installFakePlatform({
      'GET /api/tenants': () => ({ status: 200, body: { 'hydra:member': [tenant(1, 'Acme')], 'hydra:totalItems': 7 } }),
    });
    const store = signedInStore();
    const result = await store.dispatch(
      tenants.endpoints.list.initiate({ page: 3, itemsPerPage: 5, filters: { name: 'ac' } }),
    );
    expect(result.data).toEqual({ items: [tenant(1, 'Acme')], total: 7 });
    expect(platform.requests[0].search.toString()).toBe('page=3&itemsPerPage=5&name=ac');
  });

  it('creates with JSON-LD, patches with merge-patch, sends the body as given and refetches the list after a create', async () => {
    let names = ['Acme'];
    const platform = installFakePlatform({
      'GET /api/tenants': () => ({
        status: 200,
        body: { 'hydra:member': names.map((name, index) => tenant(index + 1, name)), 'hydra:totalItems': names.length },
      }),
      'POST /api/tenants': ({ body }) => {
        names = [...names, (body as TenantInput).name];
        return { status: 201, body: tenant(names.length, (body as TenantInput).name) };
      },
      'PATCH /api/tenants/2': ({ body }) => ({ status: 200, body: { ...tenant(2, 'Globex'), ...(body as object) } }),
    });
    const store = signedInStore();
    const list = store.dispatch(tenants.endpoints.list.initiate({ page: 1, itemsPerPage: 10 }));
    await list;

    await store.dispatch(tenants.endpoints.create.initiate({ name: 'Globex', keycloakId: 42 })).unwrap();
    const post = platform.callsTo('POST', '/api/tenants')[0];
    expect(post.contentType).toBe('application/ld+json');
    expect(post.body).toEqual({ name: 'Globex', keycloakId: 42 });

    await waitFor(() => expect(platform.callsTo('GET', '/api/tenants')).toHaveLength(2));
    await waitFor(() =>
      expect(tenants.endpoints.list.select({ page: 1, itemsPerPage: 10 })(store.getState()).data?.total).toBe(2),
    );

    await store.dispatch(tenants.endpoints.update.initiate({ id: 2, body: { name: 'Globex Ltd' } })).unwrap();
    const patch = platform.callsTo('PATCH', '/api/tenants/2')[0];
    expect(patch.contentType).toBe('application/merge-patch+json');
    expect(patch.body).toEqual({ name: 'Globex Ltd' });
    await waitFor(() => expect(platform.callsTo('GET', '/api/tenants')).toHaveLength(3));
    list.unsubscribe();
  });

  it('refetches an item after it was updated, and lists after a delete', async () => {
    const platform = installFakePlatform({
      'GET /api/tenants/1': () => ({ status: 200, body: tenant(1, 'Acme') }),
      'GET /api/tenants': () => ({ status: 200, body: { 'hydra:member': [tenant(1, 'Acme')], 'hydra:totalItems': 1 } }),
      'PATCH /api/tenants/1': () => ({ status: 200, body: tenant(1, 'Acme AG') }),
      'DELETE /api/tenants/1': () => ({ status: 204 }),
    });
    const store = signedInStore();
    const item = store.dispatch(tenants.endpoints.get.initiate(1));
    const list = store.dispatch(tenants.endpoints.list.initiate({ page: 1, itemsPerPage: 10 }));
    await Promise.all([item, list]);

    await store.dispatch(tenants.endpoints.update.initiate({ id: '1', body: { name: 'Acme AG' } })).unwrap();
    await waitFor(() => expect(platform.callsTo('GET', '/api/tenants/1')).toHaveLength(2));

    await store.dispatch(tenants.endpoints.remove.initiate(1)).unwrap();
    await waitFor(() => expect(platform.callsTo('GET', '/api/tenants')).toHaveLength(3));
    item.unsubscribe();
    list.unsubscribe();
  });

  it('exposes server violations per field and a normalised error', async () => {
    installFakePlatform({
      'POST /api/tenants': () => ({
        status: 422,
        body: {
          '@type': 'ConstraintViolationList',
          'hydra:title': 'An error occurred',
          'hydra:description': 'name: This value should not be blank.',
          violations: [
            { propertyPath: 'name', message: 'This value should not be blank.' },
            { propertyPath: 'name', message: 'This value is too short.' },
            { propertyPath: 'keycloakId', message: 'This value should be a number.' },
          ],
        },
      }),
    });
    const store = signedInStore();
    const error = await store
      .dispatch(tenants.endpoints.create.initiate({ name: '' }))
      .unwrap()
      .catch((reason: unknown) => reason);
    expect(violationsOf(error)).toEqual({
      name: ['This value should not be blank.', 'This value is too short.'],
      keycloakId: ['This value should be a number.'],
    });
    expect(errorOf(error)).toEqual({
      status: 422,
      title: 'An error occurred',
      description: 'name: This value should not be blank.',
    });
  });

  it('refuses a resource type that is not declared as a tag type', () => {
    const spaceships: WireResource<Tenant, never> = { type: 'Spaceship', path: 'spaceships', fields: [] };
    expect(() => resourceApi(spaceships)).toThrow(/TAG_TYPES/);
  });

  it('hands every caller of one resource the same endpoints', () => {
    expect(resourceApi(RESOURCES.tenants)).toBe(tenants);
  });
});
