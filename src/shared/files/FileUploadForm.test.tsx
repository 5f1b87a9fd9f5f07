import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { FakeXhr, installFakeXhr } from '../../testing/fakeXhr';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { FileUploadForm, type UploadPurpose } from './FileUploadForm';

const WAIT = { timeout: 20000 };

function renderForm(roles: string[], purpose?: UploadPurpose, onUploaded = jest.fn()) {
  const session = { ...initialSessionState, accessToken: makeAccessToken({ roles }), refreshable: true };
  renderWithProviders(
    <App>
      <FileUploadForm purpose={purpose} onUploaded={onUploaded} />
    </App>,
    { preloadedState: { session } },
  );
  return onUploaded;
}

/** Chooses a file as the file dialog does; the upload field lists it once it has taken it. */
async function chooseFile(name: string, bytes = 'content') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([bytes], name, { type: 'application/pdf' })] } });
  await screen.findByText(name, {}, WAIT);
}

/**
 * The test environment's FormData is Node's, which takes only Node's blobs, while the file input
 * hands over jsdom's files (a browser has one kind of each): a FormData that records its fields.
 */
class RecordingFormData {
  private fields = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
  get(name: string) {
    return this.fields.get(name) ?? null;
  }
  has(name: string) {
    return this.fields.has(name);
  }
}
const nodeFormData = global.FormData;
afterAll(() => {
  global.FormData = nodeFormData;
});

const submit = () => fireEvent.click(screen.getByText('Upload').closest('button')!);
const fieldError = () => document.querySelector('.ant-form-item-explain-error')?.textContent;

beforeEach(() => {
  global.FormData = RecordingFormData as unknown as typeof FormData;
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  installFakeXhr();
  installFakePlatform({
    'GET /api/tenants': () => ({
      status: 200,
      body: { 'hydra:member': [{ '@id': '/api/tenants/1', '@type': 'Tenant', name: 'Acme' }], 'hydra:totalItems': 1 },
    }),
  });
});

it('uploads the chosen file and hands the new file over', async () => {
  const file = { '@id': '/api/files/5', '@type': 'File', name: 'tarif.pdf' };
  FakeXhr.reply = () => ({ status: 201, body: file });
  const onUploaded = renderForm(['ROLE_TENANT_ADMIN']);
  expect(screen.queryByText('Tenant')).toBeNull();
  await chooseFile('tarif.pdf');
  submit();
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(file), WAIT);
  expect((FakeXhr.sent[0].body?.get('file') as File).name).toBe('tarif.pdf');
  expect(FakeXhr.sent[0].body?.has('tenant')).toBe(false);
});

it.each([
  [413, 'The file is too large to upload.'],
  [415, 'This type of file is not accepted'],
])('shows a refused upload (%i) at the file field and in a notification', async (status, text) => {
  FakeXhr.reply = () => ({ status, body: { 'hydra:title': 'An error occurred' } });
  const onUploaded = renderForm(['ROLE_EDITOR']);
  await chooseFile('big.pdf');
  submit();
  await waitFor(() => expect(fieldError()).toContain(text), WAIT);
  expect(screen.getByText('The file was not stored')).toBeInTheDocument();
  expect(onUploaded).not.toHaveBeenCalled();
});

it("puts a 422's violations on their fields", async () => {
  FakeXhr.reply = () => ({
    status: 422,
    body: {
      'hydra:description': 'file: The file content does not match its declared type.',
      violations: [{ propertyPath: 'file', message: 'The file content does not match its declared type.' }],
    },
  });
  renderForm(['ROLE_EDITOR']);
  await chooseFile('fake.pdf');
  submit();
  await waitFor(() => expect(fieldError()).toBe('The file content does not match its declared type.'), WAIT);
});

it('asks a supervisor for the tenant to upload into, and sends it', async () => {
  renderForm(['ROLE_SUPERVISOR']);
  expect(screen.getByText('Tenant')).toBeInTheDocument();
  await chooseFile('tarif.pdf');
  submit();
  await waitFor(() => expect(fieldError()).toBe('Tenant is required'), WAIT);
  expect(FakeXhr.sent).toHaveLength(0);

  fireEvent.mouseDown(screen.getByLabelText('Tenant').closest('.ant-select')!.querySelector('.ant-select-selector')!);
  fireEvent.click(await screen.findByTitle('Acme', {}, WAIT));
  submit();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), WAIT);
  expect(FakeXhr.sent[0].body?.get('tenant')).toBe('/api/tenants/1');
});

it('uploads a translation in the chosen locale with the file id', async () => {
  renderForm(['ROLE_EDITOR'], { kind: 'translation', fileId: 12, locale: 'de' });
  await chooseFile('Vertrag.pdf');
  submit();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), WAIT);
  expect(FakeXhr.sent[0].body?.get('fileId')).toBe('12');
  expect(FakeXhr.sent[0].body?.get('locale')).toBe('de');
});
