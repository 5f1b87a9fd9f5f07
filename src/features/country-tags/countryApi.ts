import { createResourceApi } from '../../api/resources';
import type { Country, CountryTag, CountryTagInput } from '../../../contract';

/** Countries are read only: the platform ships the ISO list. */
export const countryApi = createResourceApi<Country, never>({ type: 'Country', path: 'countries' });
export const countryTagApi = createResourceApi<CountryTag, CountryTagInput>({
  type: 'CountryTag',
  path: 'country_tags',
});
