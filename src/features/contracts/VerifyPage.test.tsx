import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContractVersion } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { VerifyScreen } from './VerifyPage';

const WAIT = { timeout: 30000 };
const VERSION = { '@id': '/api/contract_versions/5', id: 5, contract: '/api/contracts/7' } as ContractVersion;

/**
 * The test environment's FormData is Node's, which takes only Node's blobs, while the file input
 * hands over jsdom's files (a browser has one kind of each): a FormData that records its fields.
 */
class RecordingFormData {
  static made: RecordingFormData[] = [];
  readonly fields = new Map<string, unknown>();
  constructor() {
    RecordingFormData.made.push(this);
  }
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
}
const nodeFormData = global.FormData;
afterAll(() => {
  global.FormData = nodeFormData;
});

beforeEach(() => {
  global.FormData = RecordingFormData as unknown as typeof FormData;
  RecordingFormData.made = [];
  setRuntimeConfig({ apiHost: TEST_API_HOST });
});

function choose(container: HTMLElement, name: string) {
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7 signed'], name, { type: 'application/pdf' })] } });
}

it('sends nothing until a file is chosen, then names the matching version it may see', async () => {
  const calls = installFakePlatform({
    'POST /api/contract_versions/verify': () => ({ status: 200, body: { match: true, version: VERSION['@id'] } }),
    'GET /api/contract_versions/5': () => ({ status: 200, body: VERSION }),
  });
  const { container } = renderWithProviders(<VerifyScreen />);
  const verify = screen.getByRole('button', { name: 'Verify the document' });
  expect(verify).toBeDisabled();
  choose(container, 'Tariff.pdf');
  await waitFor(() => expect(screen.getByText('Tariff.pdf')).toBeInTheDocument(), WAIT);
  expect(calls.callsTo('POST', '/api/contract_versions/verify')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Verify the document' }));
  await waitFor(() => expect(screen.getByText('Matches a signed version')).toBeInTheDocument(), WAIT);
  expect(calls.callsTo('POST', '/api/contract_versions/verify')).toHaveLength(1);
  expect((RecordingFormData.made.at(-1)!.fields.get('file') as File).name).toBe('Tariff.pdf');
  await waitFor(
    () => expect(screen.getByTestId('verified-version')).toHaveAttribute('href', '/contract/my-list/7/version/5'),
    WAIT,
  );
});

it('says so when nothing matches, and when a match is not the caller’s to see', async () => {
  let answer = { match: false, version: null as string | null };
  installFakePlatform({ 'POST /api/contract_versions/verify': () => ({ status: 200, body: answer }) });
  const { container } = renderWithProviders(<VerifyScreen />);
  choose(container, 'Changed.pdf');
  fireEvent.click(await screen.findByRole('button', { name: 'Verify the document' }));
  await waitFor(() => expect(screen.getByText('No signed version matches this document')).toBeInTheDocument(), WAIT);
  answer = { match: true, version: null };
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code of a certificate' }), {
    target: { value: 'ABCD-EFGH-JKMN-PQRS' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Verify the code' }));
  await waitFor(() => expect(screen.getByText('Matches a signed version')).toBeInTheDocument(), WAIT);
  expect(RecordingFormData.made.at(-1)!.fields.get('code')).toBe('ABCD-EFGH-JKMN-PQRS');
  expect(screen.getByText(/not one you may see/)).toBeInTheDocument();
  expect(screen.queryByTestId('verified-version')).toBeNull();
});
