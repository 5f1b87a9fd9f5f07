import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Contract } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { testContractVersion } from '../../testing/items';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContractVersions } from './ContractVersions';

const WAIT = { timeout: 60000 };

/** What the versions table reads of its contract. */
const contract = { '@id': '/api/contracts/7', id: 7, recipientCompany: null } as Contract;
const VERSIONS = [
  testContractVersion(5, { recipientUser: '/api/users/3' }, { viewedAt: '2026-03-06T12:00:00Z' }),
  testContractVersion(6, { createdAt: '2026-03-07T12:00:00Z', signedAt: '2026-03-08T12:00:00Z' }),
];
/** What UserName reads of the recipient. */
const anna = {
  '@id': '/api/users/3',
  '@type': 'User',
  id: 3,
  userName: 'customer',
  givenName: 'Anna',
  familyName: 'Muster',
};
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
/** A row's own cells: not its selection box nor its open button. */
const cellsOf = (row: Element) =>
  [...row.querySelectorAll('td:not(.ant-table-selection-column):not(.ant-table-row-expand-icon-cell)')].map(
    (cell) => cell.textContent,
  );

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('lists the versions in words and dates; only unsigned ones are chosen to be re-addressed', async () => {
  installFakePlatform({
    'GET /api/contract_versions': () => collection(VERSIONS),
    'GET /api/users/3': () => ({ status: 200, body: anna }),
    'GET /api/users': () => collection([anna]),
  });
  renderWithProviders(<ContractVersions contract={contract} />);
  await waitFor(() => expect(screen.getByText('Anna Muster (customer)')).toBeInTheDocument(), WAIT);

  const headers = [...document.querySelectorAll('.ant-table-thead th')].map((header) => header.textContent);
  expect(headers.filter(Boolean)).toEqual(['Sent', 'Sender', 'Recipient', 'Template version', 'Opened', 'Signed at']);
  expect(cellsOf(rows()[0])).toEqual([
    '05 Mar 2026',
    '-',
    'Anna Muster (customer)',
    '-',
    '06 Mar 2026',
    'Waiting for signature',
  ]);
  expect(cellsOf(rows()[1])).toEqual(['07 Mar 2026', '-', '-', '-', '-', '08 Mar 2026']);
  expect(document.querySelectorAll('.ant-table-tbody button[aria-label="Expand row"]')).toHaveLength(2);

  const [unsigned, signed] = document.querySelectorAll<HTMLInputElement>('.ant-table-tbody input[type="checkbox"]');
  expect(unsigned).toHaveAttribute('aria-label', 'Select the version sent 05 Mar 2026');
  expect(unsigned).toBeEnabled();
  expect(signed).toBeDisabled();
  fireEvent.click(unsigned);
  await waitFor(() => expect(screen.getByText('Send the selected version to')).toBeInTheDocument(), WAIT);
});

it('says so when no version was sent yet', async () => {
  installFakePlatform({ 'GET /api/contract_versions': () => collection([]) });
  renderWithProviders(<ContractVersions contract={contract} />);
  await waitFor(() => expect(screen.getByText('No version sent yet')).toBeInTheDocument(), WAIT);
  expect(rows()).toHaveLength(0);
});
