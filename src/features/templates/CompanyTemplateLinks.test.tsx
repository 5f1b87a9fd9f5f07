import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { CompanyTemplate, ContractTemplate } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CompanyTemplateLinks } from './CompanyTemplateLinks';
import { getByText, queryByText } from '../../testing/dom';

const WAIT = { timeout: 60000 };

const COMPANY = '/api/companies/c-9';
const template = (id: number, title: string): ContractTemplate => ({
  '@id': `/api/contract_templates/${id}`,
  '@type': 'ContractTemplate',
  id,
  tenant: '/api/tenants/1',
  activity: true,
  category: null,
  countryTags: [],
  createdAt: '2025-01-01T00:00:00Z',
  translations: [{ locale: 'en', title }],
});
const TEMPLATES = [template(1, 'Electricity'), template(2, 'Mobile')];
const link: CompanyTemplate = {
  '@id': '/api/company_mediate_contract_templates/5',
  '@type': 'CompanyMediateContractTemplate',
  id: 5,
  company: COMPANY,
  contractTemplate: TEMPLATES[0]['@id'],
  activity: true,
  approved: false,
};
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

function platform() {
  let stored = link;
  return installFakePlatform({
    'GET /api/company_mediate_contract_templates': () => collection([stored]),
    'GET /api/contract_templates/1': () => ({ status: 200, body: TEMPLATES[0] }),
    'GET /api/contract_templates': () => collection(TEMPLATES),
    'PATCH /api/company_mediate_contract_templates/5': ({ body }) => {
      stored = { ...stored, ...(body as object) };
      return { status: 200, body: stored };
    },
    'PATCH /api/company_mediate_contract_templates/5/disable': () => {
      stored = { ...stored, activity: false };
      return { status: 200, body: stored };
    },
    'PUT /api/companies/c-9/mediate_contract_templates': () => collection([link]),
  });
}

function renderLinks(manage: boolean) {
  return renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <CompanyTemplateLinks company={COMPANY} manage={manage} />
      </App>
    </ConfigProvider>,
  );
}

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('reads the company links and shows template titles and flags, read-only unless managing', async () => {
  const calls = platform();
  renderLinks(false);
  await waitFor(() => expect(screen.getByText('Electricity')).toBeInTheDocument(), WAIT);
  expect(calls.callsTo('GET', '/api/company_mediate_contract_templates')[0].search.get('company')).toBe(COMPANY);
  expect(document.querySelector('[role="switch"]')).toBeNull();
  // Available and approved read as words.
  const cells = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td')].map((cell) => cell.textContent);
  expect(cells).toEqual(['Electricity', 'Yes', 'No']);
  expect(queryByText('button', /Choose templates/)).toBeNull();
  expect(screen.getByText(/Your company may use the templates marked available/)).toBeInTheDocument();
});

it('one switch decides availability (off: the disable call, on: activity), approval is only shown', async () => {
  const calls = platform();
  renderLinks(true);
  await waitFor(() => expect(screen.getByText('Electricity')).toBeInTheDocument(), WAIT);
  expect(screen.getByText(/Only the switch “Available to the company” decides/)).toBeInTheDocument();
  expect(screen.getByText('Approved by the company')).toBeInTheDocument();
  // One control per link: no approval switch, no separate Enable/Disable buttons.
  expect(document.querySelectorAll('[role="switch"]')).toHaveLength(1);
  expect(queryByText('button', /Disable|Enable/)).toBeNull();

  const available = screen.getByRole('switch', { name: 'Available to the company' });
  expect(available).toBeChecked();
  fireEvent.click(available);
  await waitFor(
    () => expect(calls.callsTo('PATCH', '/api/company_mediate_contract_templates/5/disable')).toHaveLength(1),
    WAIT,
  );
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Available to the company' })).not.toBeChecked(), WAIT);
  fireEvent.click(screen.getByRole('switch', { name: 'Available to the company' }));
  await waitFor(
    () => expect(calls.callsTo('PATCH', '/api/company_mediate_contract_templates/5')).toHaveLength(1),
    WAIT,
  );
  expect(calls.callsTo('PATCH', '/api/company_mediate_contract_templates/5')[0].body).toEqual({ activity: true });

  fireEvent.click(getByText('button', /Choose templates/));
  const dialog = await waitFor(() => getByText('[role="dialog"]', /Templates/), WAIT);
  // The company's templates are chosen already, by title.
  await waitFor(
    () => expect(dialog.querySelector('.ant-select-selection-item')).toHaveTextContent('Electricity'),
    WAIT,
  );
  const select = within(dialog).getByRole('combobox');
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: 'mob' } });
  await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Mobile"]')).not.toBeNull(), WAIT);
  fireEvent.click(document.querySelector('.ant-select-item-option[title="Mobile"]')!);
  fireEvent.click(within(dialog).getByRole('button', { name: /Submit/ }));
  await waitFor(
    () => expect(calls.callsTo('PUT', '/api/companies/c-9/mediate_contract_templates')).toHaveLength(1),
    WAIT,
  );
  expect(calls.callsTo('PUT', '/api/companies/c-9/mediate_contract_templates')[0].body).toEqual({
    contractTemplates: ['/api/contract_templates/1', '/api/contract_templates/2'],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
});
