import { screen, waitFor } from '@testing-library/react';
import type { ContractTemplate } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { templateBody, templateFormValues } from './contractTemplate.resource';

const WAIT = { timeout: 60000 };

const template: ContractTemplate = {
  '@id': '/api/contract_templates/1',
  '@type': 'ContractTemplate',
  id: 1,
  tenant: '/api/tenants/1',
  activity: true,
  category: '/api/contract_categories/2',
  countryTags: ['/api/country_tags/3'],
  createdAt: '2025-01-01T00:00:00Z',
  translations: [
    { locale: 'de', title: 'Stromliefervertrag' },
    { locale: 'en', title: 'Electricity Supply Agreement' },
  ],
};

const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

it('converts a template to form values and back; emptied relations are sent as cleared', () => {
  const values = templateFormValues(template);
  expect(values).toEqual({
    activity: true,
    translations: { de: { title: 'Stromliefervertrag' }, en: { title: 'Electricity Supply Agreement' } },
    countryTags: ['/api/country_tags/3'],
    category: '/api/contract_categories/2',
  });
  expect(templateBody(values)).toEqual({
    activity: true,
    translations: [
      { locale: 'de', title: 'Stromliefervertrag' },
      { locale: 'en', title: 'Electricity Supply Agreement' },
    ],
    countryTags: ['/api/country_tags/3'],
    category: '/api/contract_categories/2',
  });
  expect(templateBody({ activity: false, translations: { en: { title: 'X' } } })).toEqual({
    activity: false,
    translations: [{ locale: 'en', title: 'X' }],
    countryTags: [],
    category: null,
  });
});

it('lists titles in the interface language and searches titles in the translation locale, en by default', async () => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  const platform = installFakePlatform({
    'GET /api/users': () => collection([testUser()]),
    'GET /api/applications': () => collection([]),
    'GET /api/contract_templates': () => collection([template]),
    'GET /api/country_tags': () =>
      collection([{ '@id': '/api/country_tags/3', '@type': 'CountryTag', id: 3, name: 'DACH', countries: [] }]),
    'GET /api/contract_categories': () =>
      collection([{ '@id': '/api/contract_categories/2', translations: [{ locale: 'en', title: 'Energy' }] }]),
  });
  renderConsole({ path: '/contract/template?translations.title=strom', roles: ['ROLE_EDITOR'] });
  await waitFor(() => expect(screen.getByText('Electricity Supply Agreement')).toBeInTheDocument(), WAIT);
  await waitFor(() => expect(screen.getByText('DACH')).toBeInTheDocument(), WAIT);
  await waitFor(() => expect(screen.getByText('Energy')).toBeInTheDocument(), WAIT);
  const search = platform.callsTo('GET', '/api/contract_templates').at(-1)!.search;
  expect(search.get('translations.title')).toBe('strom');
  expect(search.get('translations.locale')).toBe('en');
});
