import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FileTranslation, StoredFile } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';

const WAIT = { timeout: 60000 };

const german: FileTranslation = {
  '@id': '/api/file_translations/4',
  '@type': 'FileTranslation',
  id: 4,
  file: '/api/files/3',
  locale: 'de',
  name: 'Stromtarifblatt.pdf',
  mimeType: 'application/pdf',
  size: 2048,
};

function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    '@id': '/api/files/3',
    '@type': 'File',
    id: 3,
    name: 'Electricity tariff sheet.pdf',
    mimeType: 'application/pdf',
    size: 48213,
    tenant: '/api/tenants/1',
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '',
    translations: [german],
    ...overrides,
  };
}

function filesPlatform() {
  let current = storedFile();
  return installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/files': () => ({ status: 200, body: { 'hydra:member': [current], 'hydra:totalItems': 1 } }),
    'GET /api/files/3': () => ({ status: 200, body: current }),
    'PATCH /api/update/file/3': ({ body }) => {
      current = { ...current, name: (body as { name: string }).name };
      return { status: 200, body: current };
    },
  });
}

const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('files screens (tenant admin)', () => {
  beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

  it('lists files with their dates as DD MMM YYYY, "-" when there is none, and sorts on the platform', async () => {
    const platform = filesPlatform();
    const { history } = renderConsole({ path: '/file', roles: ['ROLE_TENANT_ADMIN'] });
    await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
    // Data cells only: the first one is the row's selection box (bulk delete).
    const cells = [...rows()[0].querySelectorAll('td:not(.ant-table-selection-column)')].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(0, 3)).toEqual(['Electricity tariff sheet.pdf', '10 Jan 2025', '-']);
    expect(screen.getByText('Gallery')).toBeInTheDocument();

    // A header found by its text: a role query names every element on this screen first (minutes in jsdom).
    const created = [...document.querySelectorAll('th')].find((header) => header.textContent === 'Created')!;
    fireEvent.click(within(created).getByText('Created'));
    await waitFor(() => expect(history.location.search).toBe('?order=createdAt%3Aasc'), WAIT);
    await waitFor(
      () =>
        expect(
          platform.callsTo('GET', '/api/files').some((request) => request.search.get('order[createdAt]') === 'asc'),
        ).toBe(true),
      WAIT,
    );
  });

  it('renames a file with a JSON PATCH and lists its translations by language name', async () => {
    const platform = filesPlatform();
    renderConsole({ path: '/file/3', roles: ['ROLE_TENANT_ADMIN'] });
    await screen.findByText('Stromtarifblatt.pdf', {}, WAIT);
    expect(screen.getByText('Deutsch (de)')).toBeInTheDocument();
    expect(screen.getAllByText('PDF document').length).toBeGreaterThan(0);
    expect(screen.getByText('47 KB')).toBeInTheDocument();

    const name = document.querySelector<HTMLInputElement>('#rename_name')!;
    expect(name.value).toBe('Electricity tariff sheet.pdf');
    fireEvent.change(name, { target: { value: 'Tariff 2026.pdf' } });
    fireEvent.click(screen.getByText('Rename').closest('button')!);
    await waitFor(() => expect(platform.callsTo('PATCH', '/api/update/file/3')).toHaveLength(1), WAIT);
    const [rename] = platform.callsTo('PATCH', '/api/update/file/3');
    expect(rename.body).toEqual({ name: 'Tariff 2026.pdf' });
    expect(rename.contentType).toBe('application/merge-patch+json');
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Tariff 2026.pdf'), WAIT);
  });
});
