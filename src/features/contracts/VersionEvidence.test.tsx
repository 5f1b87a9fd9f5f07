import { screen } from '@testing-library/react';
import type { ContractVersionEvidence } from '../../../contract';
import { testContractVersion } from '../../testing/items';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { shortHash, VersionEvidence } from './VersionEvidence';

const HASH = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const versionWith = (evidence: Partial<ContractVersionEvidence>) =>
  testContractVersion(5, { recipientUser: '/api/users/3', signedAt: evidence.signedAt ?? null }, evidence);

it('shortens a hash to its first and last eight characters', () => {
  expect(shortHash(HASH)).toBe('01234567…89abcdef');
  expect(shortHash('abc')).toBe('abc');
});

it('shows the timeline of a signed version with its signer, address and browser, and the certificate', () => {
  renderWithProviders(
    <VersionEvidence
      version={versionWith({
        viewedAt: '2026-11-21T09:30:00.000Z',
        signedAt: '2026-11-21T09:45:00.000Z',
        signer: { user: '/api/users/3', name: 'Anna Muster', address: '203.0.113.7', userAgent: 'Firefox/140' },
        documents: [
          { name: 'Tariff.pdf', locale: null, sha256: HASH },
          { name: 'Tarif.pdf', locale: 'de', sha256: HASH.split('').reverse().join('') },
        ],
      })}
    />,
  );
  expect(screen.getByText('Sent')).toBeInTheDocument();
  expect(screen.getByText('Opened by the recipient')).toBeInTheDocument();
  expect(screen.getByTestId('evidence-signer')).toHaveTextContent('Anna Muster');
  expect(screen.getByText('From the address 203.0.113.7')).toBeInTheDocument();
  expect(screen.getByText('Browser: Firefox/140')).toBeInTheDocument();
  const rows = screen.getAllByTestId('evidence-document');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Tariff.pdf');
  expect(rows[0]).toHaveTextContent('01234567…89abcdef');
  expect(rows[0]).not.toHaveTextContent(HASH);
  expect(rows[1]).toHaveTextContent('de');
  // The whole hash is what a copy takes and what the title shows.
  expect(screen.getByTitle(HASH)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(2);
  expect(screen.getByRole('button', { name: /Download certificate/ })).toBeInTheDocument();
});

it('shows what is still to come of an unsigned version and offers no certificate', () => {
  renderWithProviders(<VersionEvidence version={versionWith({})} />);
  expect(screen.getByText('Not opened by the recipient yet')).toBeInTheDocument();
  expect(screen.getByText('Not signed yet')).toBeInTheDocument();
  expect(screen.getByText(/No document hashes were recorded/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Download certificate/ })).toBeNull();
});
