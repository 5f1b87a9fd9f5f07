/**
 * The History tab of a record's page: the generic edit page has it for every resource, for those
 * who read the audit trail; it asks for the record's own entries (and its texts', where it has
 * any) only when opened, and shows them in words. Others see the details alone.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, Tenant } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { initialSessionState } from '../../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { WithHistory } from './WithHistory';

const WAIT = { timeout: 60000 };

const tenant: Tenant = {
  '@id': '/api/tenants/3',
  '@type': 'Tenant',
  id: 3,
  name: 'Acme Energy',
  roles: [],
  keycloakId: 3,
  defaultApplication: null,
};

const renamed: AuditEntry = {
  '@id': '/api/audit_entries/40',
  '@type': 'AuditEntry',
  id: 40,
  createdAt: '2026-11-21T08:00:00.000Z',
  user: '/api/users/1',
  userName: 'supervisor',
  roles: ['ROLE_SUPERVISOR'],
  tenant: '/api/tenants/3',
  company: null,
  action: 'update',
  resource: 'tenants',
  resourceId: '3',
  changes: { name: { before: 'Acme', after: 'Acme Energy' } },
  address: null,
  userAgent: null,
  requestId: null,
  previousHash: null,
  hash: 'cd',
};

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it("shows a record's history in words when its History tab is opened", async () => {
  const fake = installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/tenants/3': () => ({ status: 200, body: tenant }),
    'GET /api/audit_entries': () => ({ status: 200, body: { 'hydra:member': [renamed], 'hydra:totalItems': 1 } }),
  });
  renderConsole({ path: '/tenant/3', roles: ['ROLE_SUPERVISOR'] });
  const historyTab = await screen.findByRole('tab', { name: 'History' }, WAIT);
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Acme Energy'), WAIT);
  // Nothing is asked before the tab is opened.
  expect(fake.callsTo('GET', '/api/audit_entries')).toHaveLength(0);

  fireEvent.click(historyTab);
  const history = await waitFor(() => {
    const table = document.querySelector<HTMLElement>('.record-history .ant-table-tbody');
    expect(table?.querySelectorAll('tr.ant-table-row')).toHaveLength(1);
    return within(table!);
  }, WAIT);
  // The history's own head (each entry's changes are a table of their own).
  const headers = within(document.querySelector<HTMLElement>('.record-history thead')!).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(['When', 'Who', 'Action', 'Changes']);
  expect(history.getByText('21 Nov 2026', { exact: false })).toBeInTheDocument();
  expect(history.getByText('supervisor')).toBeInTheDocument();
  expect(history.getByText('Changed')).toBeInTheDocument();
  expect(history.getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
  expect(history.getByText('Acme')).toBeInTheDocument();
  expect(history.getByText('Acme Energy')).toBeInTheDocument();

  const [request] = fake.callsTo('GET', '/api/audit_entries');
  expect(request.search.get('resource')).toBe('tenants');
  expect(request.search.get('resourceId')).toBe('3');
  // Tenants have no translated texts: one request.
  expect(fake.callsTo('GET', '/api/audit_entries')).toHaveLength(1);
});

it('shows the details alone to those who do not read the audit trail', () => {
  installFakePlatform({});
  renderWithProviders(
    <WithHistory resource="contract_templates" id={2}>
      <p>Template form</p>
    </WithHistory>,
    {
      preloadedState: {
        session: {
          ...initialSessionState,
          accessToken: makeAccessToken({ username: 'eddie', roles: ['ROLE_EDITOR'] }),
        },
      },
    },
  );
  expect(screen.getByText('Template form')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).toBeNull();
});

it('asks for the texts of a record that has them too', async () => {
  const fake = installFakePlatform({
    'GET /api/audit_entries': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
  });
  renderWithProviders(
    <WithHistory resource="contract_templates" id={2}>
      <p>Template form</p>
    </WithHistory>,
    {
      preloadedState: {
        session: {
          ...initialSessionState,
          accessToken: makeAccessToken({ username: 'tina', roles: ['ROLE_TENANT_ADMIN'] }),
        },
      },
    },
  );
  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
  await waitFor(() => expect(fake.callsTo('GET', '/api/audit_entries')).toHaveLength(2), WAIT);
  expect(fake.callsTo('GET', '/api/audit_entries').map((request) => request.search.get('resource'))).toEqual(
    expect.arrayContaining(['contract_templates', 'translation/contract_template_translations']),
  );
});
