import { fireEvent, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { RESOURCES, type Role, type Tenant, type TenantInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { defineResource, type FormValues } from '../resource/defineResource';
import { ResourceForm } from './ResourceForm';
import { testTenant } from '../../testing/items';

const WAIT = { timeout: 60000 };

const tenant = testTenant;

const tenantApi = resourceApi(RESOURCES.tenants);

/** An edit form whose "parent" field is read from a second item, as a company's address is. */
function useRelatedValues(item: Tenant): { values: FormValues; loading: boolean } {
  const { data, isLoading } = tenantApi.useGetQuery(2);
  return { loading: isLoading, values: { name: item.name, parent: data?.name, active: true } };
}

const resource = defineResource<Tenant, TenantInput, 'parent' | 'active' | 'secret'>({
  api: tenantApi,
  title: { id: 'x.title', defaultMessage: 'Things' },
  deleteConfirm: { id: 'x.delete', defaultMessage: 'Delete?' },
  fields: [
    { name: 'name', label: { id: 'x.name', defaultMessage: 'Name' }, form: { kind: 'text' } },
    { name: 'parent', label: { id: 'x.parent', defaultMessage: 'Parent' }, form: { kind: 'text' } },
    { name: 'active', label: { id: 'x.active', defaultMessage: 'Active' }, form: { kind: 'switch' } },
    {
      name: 'secret',
      label: { id: 'x.secret', defaultMessage: 'Secret' },
      form: { kind: 'text' },
      visibleTo: ['ROLE_SUPERVISOR'],
    },
  ],
  useFormValues: useRelatedValues,
  createValues: { active: true, name: 'New thing' },
  toBody: (values) => values as unknown as TenantInput,
});

function renderAt(path: string, roles: Role[]) {
  const platform = installFakePlatform({
    'GET /api/tenants/1': () => ({ status: 200, body: tenant(1, 'Child') }),
    'GET /api/tenants/2': () => ({ status: 200, body: tenant(2, 'Parent') }),
    'PATCH /api/tenants/1': ({ body }) => ({ status: 200, body: { ...tenant(1, 'Child'), ...(body as object) } }),
  });
  renderWithProviders(
    <App>
      <Routes>
        <Route path="/tenant/create" element={<ResourceForm resource={resource} route="tenant" mode="create" />} />
        <Route path="/tenant/:id" element={<ResourceForm resource={resource} route="tenant" mode="edit" />} />
      </Routes>
    </App>,
    { route: path, preloadedState: { session: { ...initialSessionState, accessToken: makeAccessToken({ roles }) } } },
  );
  return platform;
}

const input = (id: string) => document.querySelector<HTMLInputElement>(`input#${id}`);
/** The form's primary button is its submit (its text depends on the pro-components locale). */
const submit = () => fireEvent.click(document.querySelector('button.ant-btn-primary')!);

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('fills an edit form with values read from a related item, edits a boolean with a switch, and saves', async () => {
  const platform = renderAt('/tenant/1', ['ROLE_SUPERVISOR']);
  await waitFor(() => expect(input('parent')).toHaveValue('Parent'), WAIT);
  expect(input('name')).toHaveValue('Child');
  const toggle = document.querySelector<HTMLButtonElement>('button#active')!;
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(toggle);
  submit();
  await waitFor(() => expect(platform.callsTo('PATCH', '/api/tenants/1')).toHaveLength(1), WAIT);
  expect(platform.callsTo('PATCH', '/api/tenants/1')[0].body).toMatchObject({
    name: 'Child',
    parent: 'Parent',
    active: false,
  });
});

it('starts a new item with the definition create values and hides fields from roles they are not for', async () => {
  renderAt('/tenant/create', ['ROLE_TENANT_ADMIN']);
  await waitFor(() => expect(input('name')).toHaveValue('New thing'), WAIT);
  expect(document.querySelector('button#active')).toHaveAttribute('aria-checked', 'true');
  expect(input('secret')).toBeNull();
});

it('shows a role-restricted field to the roles it names', async () => {
  renderAt('/tenant/create', ['ROLE_SUPERVISOR']);
  await waitFor(() => expect(input('secret')).not.toBeNull(), WAIT);
});
