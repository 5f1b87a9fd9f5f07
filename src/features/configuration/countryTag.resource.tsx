/** Named groups of countries (e.g. DACH) that templates are offered in; the tenant admin's. */
import { countryTagBody, RESOURCES, type CountryTag, type CountryTagInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { CountryNames, useCountryOptions } from '../../shared/relations/countries';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';

export default defineResource<CountryTag, CountryTagInput>({
  api: resourceApi(RESOURCES.countryTags),
  schema: countryTagBody,
  title: { id: 'countryTag.title', defaultMessage: 'Country tags' },
  countName: {
    id: 'countryTag.count',
    defaultMessage: '{count, plural, one {# country tag} other {# country tags}}',
  },
  deleteConfirm: { id: 'countryTag.deleteConfirm', defaultMessage: 'Delete this country tag?' },
  fields: [
    {
      name: 'name',
      label: { id: 'countryTag.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
    {
      name: 'countries',
      label: { id: 'countryTag.countries', defaultMessage: 'Countries' },
      column: { render: (tag) => <CountryNames iris={tag.countries} /> },
      form: { kind: 'tags', options: useCountryOptions },
    },
  ],
  toFormValues: (tag) => ({ name: tag.name, countries: tag.countries }),
  toBody: (values: FormValues): CountryTagInput => ({
    name: String(values.name ?? ''),
    // The list replaces the tag's countries on the platform, so an emptied select clears them.
    countries: Array.isArray(values.countries) ? values.countries.map(String) : [],
  }),
});
