import { screen } from '@testing-library/react';
import type { EmbeddedContractVersion } from '../../../contract';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContractState, latestVersion } from './contractState';

const version = (id: number, signedAt: string | null): EmbeddedContractVersion => ({
  '@id': `/api/contract_versions/${id}`,
  '@type': 'ContractVersion',
  id,
  templateVersion: null,
  senderUser: null,
  recipientUser: null,
  signedAt,
  createdAt: '2025-01-01T00:00:00Z',
});

describe('a contract state in words', () => {
  it('is the latest version’s: signed on its date, waiting, or not sent', () => {
    const signedThenWaiting = [version(1, '2025-02-20T10:15:00Z'), version(2, null)];
    expect(latestVersion(signedThenWaiting)?.id).toBe(2);

    const { unmount } = renderWithProviders(<ContractState versions={signedThenWaiting} />);
    expect(screen.getByText('Waiting for signature')).toBeInTheDocument();
    unmount();

    const signed = renderWithProviders(<ContractState versions={[version(1, '2025-02-20T10:15:00Z')]} />);
    expect(screen.getByText('Signed on 20 Feb 2025')).toBeInTheDocument();
    signed.unmount();

    renderWithProviders(<ContractState versions={[]} />);
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });
});
