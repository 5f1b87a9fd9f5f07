/**
 * The added resource as the console asks for it: routes and menu from its manifest entry, its list
 * with its one filter and its special call on the wire exactly as contract/ describes them.
 */
import { CALLS, RESOURCES, ROLES, callPath } from '../../../contract';
import { canAccessRoute } from '../../access/rules';
import { MANIFEST } from '../../app/manifest';
import { routesOf } from '../../app/routing/routes';
import { makeStore } from '../../app/store';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { initialSessionState } from '../../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { makeAccessToken } from '../../testing/tokens';
import definition, { stockWidgetCalls } from './stockWidget.resource';

jest.mock('antd', () => ({ notification: { error: jest.fn() } }));

const widget = {
  '@id': `/api/${RESOURCES.stockWidgets.path}/7`,
  '@type': RESOURCES.stockWidgets.type,
  id: 7,
  name: 'Gear',
  tenant: '/api/tenants/1',
};

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

const signedIn = () =>
  makeStore({ session: { ...initialSessionState, accessToken: makeAccessToken({ roles: [ROLES.TENANT_ADMIN] }) } });

it('has list, create and edit routes and a menu entry for the roles its entry names', () => {
  const entry = MANIFEST.flatMap((item) => ('children' in item && item.children ? item.children : [item])).find(
    (item) => 'screens' in item && item.key.endsWith('widget'),
  );
  expect(entry).toBeDefined();
  const names = routesOf(MANIFEST)
    .map((route) => route.name)
    .filter((name) => name.startsWith(entry!.key));
  expect(names).toEqual([entry!.key, `${entry!.key}-create`, `${entry!.key}-id`]);
  expect(canAccessRoute(MANIFEST, `${entry!.key}___en`, [ROLES.TENANT_ADMIN], true)).toBe(true);
});

it('lists with its filter and polishes through its call, as the contract says', async () => {
  const listPath = `/api/${RESOURCES.stockWidgets.path}`;
  const callRoute = `/api/${callPath('stockWidgetPolish', { id: 7 })}`;
  const platform = installFakePlatform({
    [`GET ${listPath}`]: () => ({ status: 200, body: { 'hydra:member': [widget], 'hydra:totalItems': 1 } }),
    [`${CALLS.stockWidgetPolish.method} ${callRoute}`]: () => ({ status: 200, body: { ...widget, name: 'GEAR' } }),
  });
  const store = signedIn();
  const list = await store.dispatch(
    definition.api.endpoints.list.initiate({ page: 1, itemsPerPage: 10, filters: { name: 'ge' } }),
  );
  expect(list.data).toEqual({ items: [widget], total: 1 });
  expect(platform.requests[0].search.get('name')).toBe('ge');
  const polished = await store.dispatch(stockWidgetCalls.endpoints.polishStockWidget.initiate(widget));
  expect(polished.data?.name).toBe('GEAR');
  expect(platform.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    `GET ${listPath}`,
    `${CALLS.stockWidgetPolish.method} ${callRoute}`,
  ]);
});
