/**
 * The Audit screen: the trail's entries in words (kind of record, action, changed fields with
 * before and after), newest first as the platform orders them, filtered through the address.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';

const WAIT = { timeout: 60000 };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  '@id': '/api/audit_entries/12',
  '@type': 'AuditEntry',
  id: 12,
  createdAt: '2026-11-20T09:30:00.000Z',
  user: '/api/users/7',
  userName: 'tenant.admin',
  roles: ['ROLE_TENANT_ADMIN'],
  tenant: '/api/tenants/1',
  company: '/api/companies/7f3c',
  action: 'update',
  resource: 'companies',
  resourceId: '7f3c',
  changes: { name: { before: 'Acme', after: 'Acme Group' }, active: { before: 1, after: 0 } },
  address: '127.0.0.1',
  userAgent: 'test',
  requestId: 'r1',
  previousHash: null,
  hash: 'ab',
  ...overrides,
});

function platform() {
  return installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/audit_entries': () => ({
      status: 200,
      body: {
        'hydra:member': [
          entry({}),
          entry({
            '@id': '/api/audit_entries/11',
            id: 11,
            action: 'translate',
            resource: 'translation/contract_template_translations',
            resourceId: '2',
            changes: { 'de.title': { before: null, after: 'Stromvertrag' } },
          }),
        ],
        'hydra:totalItems': 2,
      },
    }),
    'GET /api/audit_entries/verify': () => ({
      status: 200,
      body: { valid: true, chains: [1], entries: 2, broken: null },
    }),
  });
}

const rows = () => document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('shows who changed which record and how, in words, filtered by the address', async () => {
  const fake = platform();
  renderConsole({
    path: '/configuration/audit?action=update&createdAt%5Bafter%5D=2026-11-01&createdAt%5Bbefore%5D=2026-11-30',
    roles: ['ROLE_TENANT_ADMIN'],
  });
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  const first = within(rows()[0]);
  expect(first.getByText('tenant.admin')).toBeInTheDocument();
  expect(first.getByText('Changed')).toBeInTheDocument();
  expect(first.getByText('Company')).toBeInTheDocument();
  expect(first.getByText('20 Nov 2026', { exact: false })).toBeInTheDocument();
  expect(first.getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
  expect(first.getByText('Acme Group')).toBeInTheDocument();
  expect(first.getByText('Yes')).toBeInTheDocument();
  const second = within(rows()[1]);
  expect(second.getByText('Texts changed')).toBeInTheDocument();
  expect(second.getByText('Template: texts')).toBeInTheDocument();
  expect(second.getByText('Title (German)')).toBeInTheDocument();
  // Words, never the trail's codes.
  const table = document.querySelector('.ant-table-tbody')!.textContent!;
  expect(table).not.toMatch(/companies|update|translation\/|de\.title/);
  // Read only: no Create, no row actions.
  expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();

  const [request] = fake.callsTo('GET', '/api/audit_entries');
  expect(request.search.get('action')).toBe('update');
  expect(request.search.get('createdAt[after]')).toBe('2026-11-01');
  expect(request.search.get('createdAt[before]')).toBe('2026-11-30');
});

it('checks the chain on demand and says it holds', async () => {
  const fake = platform();
  renderConsole({ path: '/configuration/audit', roles: ['ROLE_TENANT_ADMIN'] });
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  fireEvent.click(screen.getByRole('button', { name: /Verify chain/ }));
  // The confirmation names its title twice (heading and label of the dialog).
  await waitFor(() => expect(screen.getAllByText('The audit trail is intact')[0]).toBeInTheDocument(), WAIT);
  expect(screen.getByText('2 entries checked')).toBeInTheDocument();
  expect(fake.callsTo('GET', '/api/audit_entries/verify')).toHaveLength(1);
});

it('offers company admins the list but not the chain check (they read part of a chain)', async () => {
  platform();
  renderConsole({ path: '/configuration/audit', roles: ['ROLE_COMPANY_ADMIN'] });
  await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
  expect(screen.queryByRole('button', { name: /Verify chain/ })).toBeNull();
});
