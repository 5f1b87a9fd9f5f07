import { screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RESOURCES, type Role, type Tenant, type TenantInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { defineResource } from '../resource/defineResource';
import { ResourceList } from './ResourceList';
import { testTenant } from '../../testing/items';
import { getByText, queryByText } from '../../testing/dom';

const WAIT = { timeout: 60000 };

const tenant = (id: number, name: string): Tenant => testTenant(id, name, { keycloakId: 1000 + id });

const resource = defineResource<Tenant, TenantInput>({
  api: resourceApi(RESOURCES.tenants),
  title: { id: 'x.title', defaultMessage: 'Things' },
  deleteConfirm: { id: 'x.delete', defaultMessage: 'Delete?' },
  fields: [
    { name: 'name', label: { id: 'x.name', defaultMessage: 'Name' }, column: {} },
    {
      name: 'keycloakId',
      label: { id: 'x.secret', defaultMessage: 'Secret number' },
      visibleTo: ['ROLE_SUPERVISOR'],
      column: {},
    },
    {
      name: 'roles',
      label: { id: 'x.kind', defaultMessage: 'Kind' },
      column: {
        search: { filterKey: 'kind' },
        options: [
          { label: 'Big', value: 'BIG' },
          { label: 'Small', value: 'SMALL' },
        ],
        render: () => 'kind',
      },
    },
  ],
  // Rows named "Locked" may not be changed by anyone in this test.
  useCanChange: () => (item) => item.name !== 'Locked',
});

function renderAs(roles: Role[]) {
  installFakePlatform({
    'GET /api/tenants': () => ({
      status: 200,
      body: { 'hydra:member': [tenant(1, 'Open'), tenant(2, 'Locked')], 'hydra:totalItems': 2 },
    }),
  });
  return renderWithProviders(
    <App>
      <ResourceList resource={resource} route="tenant" />
    </App>,
    {
      route: '/tenant',
      preloadedState: { session: { ...initialSessionState, accessToken: makeAccessToken({ roles }) } },
    },
  );
}

const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('shows Edit and Delete only on rows the caller may change', async () => {
  renderAs(['ROLE_SUPERVISOR']);
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  const [open, locked] = rows();
  expect(open).toHaveTextContent('Edit');
  expect(open.querySelector('button.ant-btn-dangerous')).not.toBeNull();
  expect(locked).not.toHaveTextContent('Edit');
  expect(locked.querySelector('button.ant-btn-dangerous')).toBeNull();
});

it('shows a role-restricted column only to the roles it names', async () => {
  renderAs(['ROLE_SUPERVISOR']);
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  expect(getByText('th', /Secret number/)).toBeInTheDocument();
  expect(screen.getByText('1001')).toBeInTheDocument();
});

it('hides a role-restricted column from other roles', async () => {
  renderAs(['ROLE_TENANT_ADMIN']);
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  expect(queryByText('th', /Secret number/)).toBeNull();
  expect(screen.queryByText('1001')).toBeNull();
});

it('offers the fixed choices of a column as a select in the search form', async () => {
  renderAs(['ROLE_SUPERVISOR']);
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  const search = document.querySelector('.ant-pro-table-search')!;
  expect(search.querySelector('.ant-select')).not.toBeNull();
  expect(search).toHaveTextContent('Kind');
});
