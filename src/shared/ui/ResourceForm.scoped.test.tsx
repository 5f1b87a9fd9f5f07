import { fireEvent, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Route, Routes } from 'react-router';
import type { Provider, Role } from '../../../contract';
import companyResource from '../../features/companies/company.resource';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST, type RecordedRequest } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { ResourceForm } from './ResourceForm';
import { testTenant } from '../../testing/items';

/** A select scoped by another field (FormPart.scopedBy): the company form's tenant → providers. */

const WAIT = { timeout: 60000 };

const tenant = testTenant;

const provider = (id: number, name: string, tenantId: number): Provider =>
  ({
    '@id': `/api/providers/${id}`,
    '@type': 'Provider',
    id,
    name,
    tenant: `/api/tenants/${tenantId}`,
    address: null,
  }) as Provider;

const PROVIDERS = [provider(1, 'Acme Logistics', 1), provider(2, 'Globex Supply', 2)];
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

function renderCreate(
  roles: Role[],
  chain: () => { status: number; body?: unknown } = () => ({ status: 201, body: {} }),
) {
  const platform = installFakePlatform({
    'GET /api/tenants': () => collection([tenant(1, 'Acme'), tenant(2, 'Globex')]),
    'GET /api/providers': ({ search }: RecordedRequest) => {
      const scope = search.get('tenant.id');
      return collection(PROVIDERS.filter((item) => !scope || item.tenant === scope));
    },
    // A chosen provider the page lacks is read by IRI to be named: it must not leak into another scope.
    'GET /api/providers/2': () => ({ status: 200, body: PROVIDERS[1] }),
    'GET /api/countries': () => collection([]),
    'POST /api/companies/chain': chain,
  });
  renderWithProviders(
    <App>
      <Routes>
        <Route
          path="/company/list/create"
          element={<ResourceForm resource={companyResource} route="company/list" mode="create" />}
        />
      </Routes>
    </App>,
    {
      route: '/company/list/create',
      preloadedState: { session: { ...initialSessionState, accessToken: makeAccessToken({ roles }) } },
    },
  );
  return platform;
}

const selectOf = (id: string) => document.querySelector(`input#${id}`)!.closest('.ant-select')!;
const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.textContent,
  );

/** Opens a select, picks the option with that text and answers the options it offered. */
async function pick(id: string, text: string): Promise<(string | null)[]> {
  fireEvent.mouseDown(selectOf(id).querySelector('.ant-select-selector')!);
  await waitFor(() => expect(optionTexts()).toContain(text), WAIT);
  const offered = optionTexts();
  const option = [
    ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].find((element) => element.textContent === text)!;
  fireEvent.click(option);
  return offered;
}

const providerRequests = (platform: ReturnType<typeof installFakePlatform>) =>
  platform.callsTo('GET', '/api/providers').map((request) => request.search.get('tenant.id'));

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it("a supervisor's provider select waits for the tenant, then offers only that tenant's providers", async () => {
  const platform = renderCreate(['ROLE_SUPERVISOR']);
  await waitFor(() => expect(selectOf('provider')).toHaveClass('ant-select-disabled'), WAIT);
  expect(selectOf('provider').textContent).toContain('Choose “Tenant” first');
  expect(providerRequests(platform)).toEqual([]);

  await pick('tenant', 'Globex');
  await waitFor(() => expect(selectOf('provider')).not.toHaveClass('ant-select-disabled'), WAIT);
  expect(await pick('provider', 'Globex Supply')).toEqual(['Globex Supply']);
  expect(new Set(providerRequests(platform))).toEqual(new Set(['/api/tenants/2']));

  // Another tenant: the chosen provider is cleared, the other tenant's are offered.
  await pick('tenant', 'Acme');
  await waitFor(() => expect(selectOf('provider').textContent).not.toContain('Globex Supply'), WAIT);
  fireEvent.mouseDown(selectOf('provider').querySelector('.ant-select-selector')!);
  await waitFor(() => expect(optionTexts()).toEqual(['Acme Logistics']), WAIT);
});

it("a tenant admin (no tenant field) gets the platform's own scope straight away", async () => {
  const platform = renderCreate(['ROLE_TENANT_ADMIN']);
  await waitFor(() => expect(providerRequests(platform)).toEqual([null]), WAIT);
  expect(document.querySelector('input#tenant')).toBeNull();
  expect(selectOf('provider')).not.toHaveClass('ant-select-disabled');
});

it('an Invalid IRI the platform still answers lands at the field that sent it', async () => {
  renderCreate(['ROLE_TENANT_ADMIN'], () => ({
    status: 400,
    body: {
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Invalid IRI',
      violations: [{ propertyPath: 'provider', message: 'This item does not exist or cannot be chosen here.' }],
    },
  }));
  fireEvent.change(document.querySelector('input#name')!, { target: { value: 'Initech' } });
  fireEvent.change(document.querySelector('input[id="address.street"]')!, { target: { value: 'Main 1' } });
  fireEvent.change(document.querySelector('input[id="address.postalCode"]')!, { target: { value: '8000' } });
  fireEvent.change(document.querySelector('input[id="address.city"]')!, { target: { value: 'Zürich' } });
  await pick('provider', 'Acme Logistics');
  fireEvent.click(document.querySelector('button.ant-btn-primary')!);
  await waitFor(
    () =>
      expect(selectOf('provider').closest('.ant-form-item')).toHaveTextContent(
        'This item does not exist or cannot be chosen here.',
      ),
    WAIT,
  );
  expect(document.querySelector('input#name')).toHaveValue('Initech');
});
