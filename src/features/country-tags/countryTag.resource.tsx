/** Named groups of countries (e.g. DACH) that templates are offered in; the tenant admin's. */
import type { CountryTag, CountryTagInput } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { CountryNames, useCountryOptions } from './countryOptions';
import { countryTagApi } from './countryApi';

const NAME = { id: 'countryTag.name', defaultMessage: 'Name' };
const COUNTRIES = { id: 'countryTag.countries', defaultMessage: 'Countries' };

export const countryTagResource = defineResource<CountryTag, CountryTagInput>({
  api: countryTagApi,
  route: 'configuration/country-tag',
  menuKey: 'configuration-country-tag',
  title: { id: 'countryTag.title', defaultMessage: 'Country tags' },
  deleteConfirm: { id: 'countryTag.deleteConfirm', defaultMessage: 'Delete this country tag?' },
  columns: [
    { dataIndex: 'name', title: NAME, search: true, sorter: true },
    { dataIndex: 'countries', title: COUNTRIES, render: (tag) => <CountryNames iris={tag.countries} /> },
  ],
  fields: [
    { name: 'name', label: NAME, kind: 'text', required: true, max: 255 },
    { name: 'countries', label: COUNTRIES, kind: 'tags', options: useCountryOptions },
  ],
  toFormValues: (tag) => ({ name: tag.name, countries: tag.countries }),
  toBody: (values: FormValues): CountryTagInput => ({
    name: String(values.name ?? ''),
    // The list replaces the tag's countries on the platform, so an emptied select clears them.
    countries: Array.isArray(values.countries) ? values.countries.map(String) : [],
  }),
});
