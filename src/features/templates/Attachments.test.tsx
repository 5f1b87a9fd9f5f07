import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ContractTemplateVersion, MediateFile, StoredFile } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Attachments } from './Attachments';
import { getByText } from '../../testing/dom';

const WAIT = { timeout: 60000 };

const version: ContractTemplateVersion = {
  '@id': '/api/contract_template_versions/4',
  '@type': 'ContractTemplateVersion',
  id: 4,
  template: '/api/contract_templates/1',
  plannedRevision: '2025-01-01T00:00:00Z',
  activity: true,
  createdAt: '2025-01-01T00:00:00Z',
  publishedAt: '2025-01-01T00:00:00Z',
  mediateFiles: ['/api/contract_template_version_mediate_files/8'],
  translations: [{ locale: 'en', title: 'V1' }],
};
const file = (id: number, name: string): StoredFile => ({
  '@id': `/api/files/${id}`,
  '@type': 'File',
  id,
  name,
  mimeType: 'application/pdf',
  size: 1,
  tenant: '/api/tenants/1',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  translations: [],
});
const FILES = [file(3, 'Tariff.pdf'), file(6, 'Price list.pdf')];
const attachment: MediateFile = {
  '@id': '/api/contract_template_version_mediate_files/8',
  '@type': 'ContractTemplateVersionMediateFile',
  id: 8,
  templateVersion: version['@id'],
  file: FILES[0]['@id'],
  translations: [{ locale: 'en', title: 'Tariff sheet' }],
};
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

/** The version's attachments, once the attached file is named. */
async function renderAttachments() {
  renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <Attachments version={version} />
      </App>
    </ConfigProvider>,
  );
  await waitFor(() => expect(screen.getByText('Tariff.pdf')).toBeInTheDocument(), WAIT);
}

it('lists attachments by file name and title, attaches files picked in the gallery and removes one', async () => {
  const calls = installFakePlatform({
    'GET /api/contract_template_version_mediate_files': () => collection([attachment]),
    'GET /api/files/3': () => ({ status: 200, body: FILES[0] }),
    'GET /api/files': () => collection(FILES),
    'POST /api/contract_template_version_mediate_files': ({ body }) => ({
      status: 201,
      body: { ...attachment, id: 9, ...(body as object) },
    }),
    'DELETE /api/contract_template_version_mediate_files/8': () => ({ status: 204 }),
  });
  await renderAttachments();
  expect(screen.getByText('Tariff sheet')).toBeInTheDocument();
  expect(calls.callsTo('GET', '/api/contract_template_version_mediate_files')[0].search.get('templateVersion')).toBe(
    version['@id'],
  );

  // Files are picked in the gallery; one already attached is not attached twice.
  fireEvent.click(getByText('button', /Attach files from the gallery/));
  await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2), WAIT);
  for (const card of screen.getAllByTestId('gallery-card')) fireEvent.click(within(card).getByRole('checkbox'));
  fireEvent.click(getByText('button', 'Choose'));
  await waitFor(
    () => expect(calls.callsTo('POST', '/api/contract_template_version_mediate_files')).toHaveLength(1),
    WAIT,
  );
  expect(calls.callsTo('POST', '/api/contract_template_version_mediate_files')[0].body).toEqual({
    templateVersion: version['@id'],
    file: '/api/files/6',
  });

  fireEvent.click(getByText('button', /Remove/));
  await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull(), WAIT);
  fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
  await waitFor(
    () => expect(calls.callsTo('DELETE', '/api/contract_template_version_mediate_files/8')).toHaveLength(1),
    WAIT,
  );
});

it('edits the titles in a dialog called as its field is', async () => {
  installFakePlatform({
    'GET /api/contract_template_version_mediate_files': () => collection([attachment]),
    'GET /api/files/3': () => ({ status: 200, body: FILES[0] }),
  });
  await renderAttachments();
  fireEvent.click(getByText('button', 'Titles'));
  const dialog = await screen.findByRole('dialog', { name: 'Attachment titles' }, WAIT);
  expect(within(dialog).getByText('Attachment titles', { selector: 'label, label *' })).toBeInTheDocument();
});
