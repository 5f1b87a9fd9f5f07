/** Companies and providers as select options (names, searched on the platform). */
import { RESOURCES, type Company, type Provider } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const COMPANY_OPTIONS = { label: (company: Company) => company.name, searchParam: 'name' };
const PROVIDER_OPTIONS = { label: (provider: Provider) => provider.name, searchParam: 'name' };

export function useCompanyOptions(search: string, value?: unknown) {
  return useResourceOptions(resourceApi(RESOURCES.companies), COMPANY_OPTIONS, search, value);
}

export function useProviderOptions(search: string, value?: unknown) {
  return useResourceOptions(resourceApi(RESOURCES.providers), PROVIDER_OPTIONS, search, value);
}
