import { makeStore } from '../../app/store';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { installFakeXhr, FakeXhr } from '../../testing/fakeXhr';
import { uploadFile, type UploadError } from './fileUpload';

const PDF = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });

function signedInStore() {
  return makeStore({ session: { ...initialSessionState, accessToken: 'old-token', refreshable: true } });
}

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  installFakeXhr();
});

it('sends the file and its fields as multipart with the bearer token, reporting progress', async () => {
  const store = signedInStore();
  FakeXhr.reply = () => ({ status: 201, body: { '@id': '/api/files/9', '@type': 'File', name: 'Tarif.pdf' } });
  const progress: number[] = [];
  const answer = await uploadFile(
    store,
    PDF,
    { kind: 'file', name: 'Tarif.pdf', locale: 'de' },
    (percent) => progress.push(percent),
    'tarif.pdf',
  );
  expect(answer).toEqual({ '@id': '/api/files/9', '@type': 'File', name: 'Tarif.pdf' });
  const [request] = FakeXhr.sent;
  expect(request.method).toBe('POST');
  expect(request.url).toBe(`${TEST_API_HOST}/api/file/create_file_upload`);
  expect(request.headers.Authorization).toBe('Bearer old-token');
  expect(request.body?.get('name')).toBe('Tarif.pdf');
  expect(request.body?.get('locale')).toBe('de');
  expect(request.body?.has('tenant')).toBe(false);
  expect((request.body?.get('file') as File).name).toBe('tarif.pdf');
  expect(progress).toEqual([50, 100]);
});

it('uploads a translation with fileId + locale, and new content with a PATCH on the file', async () => {
  const store = signedInStore();
  await uploadFile(store, PDF, { kind: 'translation', fileId: 7, locale: 'fr' });
  await uploadFile(store, PDF, { kind: 'content', fileId: 7, name: 'Kept name.pdf' });
  const [translation, content] = FakeXhr.sent;
  expect(translation.body?.get('fileId')).toBe('7');
  expect(translation.body?.get('locale')).toBe('fr');
  expect([content.method, content.url]).toEqual(['PATCH', `${TEST_API_HOST}/api/update/file/7`]);
  expect(content.body?.get('name')).toBe('Kept name.pdf');
});

it('refreshes the session once on 401 and sends the upload again with the new token', async () => {
  const store = signedInStore();
  const platform = installFakePlatform({
    'POST /api/token/refresh': () => ({ status: 200, body: { token: 'new-token' } }),
  });
  FakeXhr.reply = (xhr) =>
    xhr.headers.Authorization === 'Bearer new-token' ? { status: 201, body: { ok: true } } : { status: 401 };
  await expect(uploadFile(store, PDF, { kind: 'file' })).resolves.toEqual({ ok: true });
  expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
  expect(store.getState().session.accessToken).toBe('new-token');
});

it('rejects with the status and body of a refused upload, and with FETCH_ERROR when no answer came', async () => {
  const store = signedInStore();
  FakeXhr.reply = () => ({ status: 413, body: { 'hydra:description': 'Request Entity Too Large' } });
  await expect(uploadFile(store, PDF, { kind: 'file' })).rejects.toEqual({
    status: 413,
    data: { 'hydra:description': 'Request Entity Too Large' },
  } satisfies UploadError);
  FakeXhr.reply = () => 'network-error';
  await expect(uploadFile(store, PDF, { kind: 'file' })).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  // A refused upload is not retried: one request each.
  expect(FakeXhr.sent).toHaveLength(2);
});
