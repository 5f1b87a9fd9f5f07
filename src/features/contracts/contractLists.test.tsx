/**
 * The contract lists through the generic list: dates as DD MMM YYYY, names instead of IRIs, the
 * state in words, the Signed/Waiting search as the platform's exists filter, and My Contracts as
 * a read-only list (View, no Create, no Delete).
 */
import { waitFor, within } from '@testing-library/react';
import type { Contract } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { getByText, queryByText } from '../../testing/dom';

const WAIT = { timeout: 60000 };

const COMPANY = '/api/companies/7f3c';
const contract: Contract = {
  '@id': '/api/contracts/5',
  '@type': 'Contract',
  id: 5,
  tenant: '/api/tenants/1',
  template: '/api/contract_templates/2',
  recipientCompany: COMPANY,
  start: '2025-03-01T00:00:00.000Z',
  realEnd: null,
  createdAt: '2025-02-28T00:00:00.000Z',
  versions: [
    {
      '@id': '/api/contract_versions/9',
      '@type': 'ContractVersion',
      id: 9,
      templateVersion: null,
      senderUser: null,
      recipientUser: null,
      signedAt: '2025-02-20T10:15:00.000Z',
      createdAt: '2025-02-18T00:00:00.000Z',
    },
  ],
  templateTranslations: [
    { locale: 'en', title: 'Electricity Supply Agreement' },
    { locale: 'de', title: 'Stromliefervertrag' },
  ],
};

function platform() {
  return installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/contracts': () => ({ status: 200, body: { 'hydra:member': [contract], 'hydra:totalItems': 1 } }),
    'GET /api/companies': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/companies/7f3c': () => ({
      status: 200,
      body: { '@id': COMPANY, '@type': 'Company', uuid: '7f3c', name: 'Zürich Customer AG' },
    }),
  });
}

const rows = () => document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('lists contracts for the tenant admin in words and searches Signed as not_null[versions.signedAt]', async () => {
  const fake = platform();
  // The search lives in the address: the list opens filtered as a shared link would.
  renderConsole({
    path: '/contract/list?not_null%5Bversions.signedAt%5D=true&start=2025-01-01',
    roles: ['ROLE_TENANT_ADMIN'],
  });
  await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
  const row = within(rows()[0]);
  expect(row.getByText('Electricity Supply Agreement')).toBeInTheDocument();
  expect(row.getByText('01 Mar 2025')).toBeInTheDocument();
  expect(row.getByText('Signed on 20 Feb 2025')).toBeInTheDocument();
  expect(row.getByText('-')).toBeInTheDocument();
  await waitFor(() => expect(row.getByText('Zürich Customer AG')).toBeInTheDocument(), WAIT);
  expect(getByText('a', 'Edit', rows()[0])).toHaveAttribute('href', '/contract/list/5');
  expect(getByText('button', 'Delete', rows()[0])).toBeInTheDocument();

  const [request] = fake.callsTo('GET', '/api/contracts');
  expect(request.search.get('not_null[versions.signedAt]')).toBe('true');
  expect(request.search.get('start[after]')).toBe('2025-01-01');
});

it('shows My Contracts read-only: a View link per contract, no Create, no Delete', async () => {
  platform();
  renderConsole({ path: '/contract/my-list', roles: ['ROLE_CUSTOMER'] });
  await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
  const row = within(rows()[0]);
  expect(row.getByText('Electricity Supply Agreement')).toBeInTheDocument();
  expect(getByText('a', 'View', rows()[0])).toHaveAttribute('href', '/contract/my-list/5');
  expect(queryByText('button', 'Delete', rows()[0])).toBeNull();
  expect(queryByText('button', /Create/)).toBeNull();
});

describe('customer associations', () => {
  const association = (id: number, customer: string, signedAt: string | null) => ({
    '@id': `/api/customer_associations/${id}`,
    '@type': 'CustomerAssociation',
    id,
    contract: contract['@id'],
    customer,
    company: COMPANY,
    createdAt: '2025-02-18T00:00:00.000Z',
    signedAt,
  });
  const withAssociations = () =>
    installFakePlatform({
      'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
      'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
      'GET /api/contracts': () => ({ status: 200, body: { 'hydra:member': [contract], 'hydra:totalItems': 1 } }),
      'GET /api/contracts/5': () => ({ status: 200, body: contract }),
      'GET /api/companies/7f3c': () => ({
        status: 200,
        body: { '@id': COMPANY, '@type': 'Company', uuid: '7f3c', name: 'Zürich Customer AG' },
      }),
      'GET /api/customer_associations': () => ({
        status: 200,
        body: {
          // The signed-in user's own unsigned association, and one of another customer's.
          'hydra:member': [association(1, testUser()['@id'], null), association(2, '/api/users/99', null)],
          'hydra:totalItems': 2,
        },
      }),
    });

  it('are reached from My Contracts, where a customer signs its own and neither adds nor deletes', async () => {
    withAssociations();
    const myList = renderConsole({ path: '/contract/my-list', roles: ['ROLE_CUSTOMER'] });
    await waitFor(() => expect(getByText('a', 'My customer associations')).toBeInTheDocument(), WAIT);
    expect(getByText('a', 'My customer associations')).toHaveAttribute('href', '/contract/customer-association');
    myList.unmount();

    renderConsole({ path: '/contract/customer-association', roles: ['ROLE_CUSTOMER'] });
    await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
    expect(getByText('button', 'Sign', rows()[0])).toBeInTheDocument();
    expect(queryByText('button', 'Sign', rows()[1])).toBeNull();
    expect(queryByText('button', 'Delete', rows()[0])).toBeNull();
    expect(queryByText('button', /Create/)).toBeNull();
  });

  it('are added and deleted by the tenant admin', async () => {
    withAssociations();
    renderConsole({ path: '/contract/customer-association', roles: ['ROLE_TENANT_ADMIN'] });
    await waitFor(() => expect(rows()).toHaveLength(2), WAIT);
    expect(getByText('button', 'Delete', rows()[1])).toBeInTheDocument();
    expect(getByText('button', /Create/)).toBeInTheDocument();
  });
});
