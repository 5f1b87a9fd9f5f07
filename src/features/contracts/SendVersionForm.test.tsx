import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { Contract, ContractTemplateVersion } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SendVersionForm } from './SendVersionForm';
import { sendableVersionFilters } from './names';

const WAIT = { timeout: 60000 };
const TEMPLATE = '/api/contract_templates/1';

const version = (id: number, title: string, publishedAt: string | null): ContractTemplateVersion => ({
  '@id': `/api/contract_template_versions/${id}`,
  '@type': 'ContractTemplateVersion',
  id,
  template: TEMPLATE,
  plannedRevision: '2025-01-01T00:00:00Z',
  activity: true,
  createdAt: '2025-01-01T00:00:00Z',
  publishedAt,
  mediateFiles: [],
  translations: [{ locale: 'en', title }],
});
const PUBLISHED = version(1, 'Published terms', '2025-01-01T00:00:00Z');
const DRAFT = version(2, 'Draft terms', null);
const contract: Contract = {
  '@id': '/api/contracts/7',
  '@type': 'Contract',
  id: 7,
  tenant: '/api/tenants/1',
  template: TEMPLATE,
  recipientCompany: null,
  start: '2025-01-01T00:00:00Z',
  realEnd: null,
  createdAt: '2025-01-01T00:00:00Z',
  versions: [],
  templateTranslations: [{ locale: 'en', title: 'Electricity' }],
} as unknown as Contract;
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('asks the platform for the published versions of the template only', () => {
  expect(sendableVersionFilters(TEMPLATE)).toEqual({ template: TEMPLATE, 'not_null[publishedAt]': true });
  expect(sendableVersionFilters(null)).toEqual({ template: 'none', 'not_null[publishedAt]': true });
});

it('offers only published versions and preselects the current one', async () => {
  const calls = installFakePlatform({
    'GET /api/contract_template_versions/current_template_version': () => ({ status: 200, body: PUBLISHED }),
    'GET /api/contract_template_versions/1': () => ({ status: 200, body: PUBLISHED }),
    // The platform's filter: a draft is never among the answers to not_null[publishedAt]=true.
    'GET /api/contract_template_versions': ({ search }) =>
      collection(search.get('not_null[publishedAt]') === 'true' ? [PUBLISHED] : [PUBLISHED, DRAFT]),
    'GET /api/users': () => collection([]),
  });
  renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <SendVersionForm contract={contract} />
      </App>
    </ConfigProvider>,
  );
  await waitFor(() => expect(screen.getByText(/Published terms/)).toBeInTheDocument(), WAIT);
  const lists = calls.callsTo('GET', '/api/contract_template_versions');
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) {
    expect(list.search.get('not_null[publishedAt]')).toBe('true');
    expect(list.search.get('template')).toBe(TEMPLATE);
  }
  fireEvent.mouseDown(screen.getAllByRole('combobox')[0]);
  await waitFor(() => expect(screen.getAllByText(/Published terms/).length).toBeGreaterThan(1), WAIT);
  expect(screen.queryByText(/Draft terms/)).toBeNull();
});
