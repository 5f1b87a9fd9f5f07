/**
 * Companies and providers as select options (names, searched on the platform). `filters` narrows
 * them, e.g. to the tenant a form has chosen (`tenant.id`).
 */
import { RESOURCES, type Company, type Provider } from '../../../contract';
import type { ListFilters } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const COMPANY_OPTIONS = { label: (company: Company) => company.name, searchParam: 'name' };
const PROVIDER_OPTIONS = { label: (provider: Provider) => provider.name, searchParam: 'name' };

export function useCompanyOptions(search: string, value?: unknown, filters?: ListFilters) {
  return useResourceOptions(resourceApi(RESOURCES.companies), { ...COMPANY_OPTIONS, filters }, search, value);
}

export function useProviderOptions(search: string, value?: unknown, filters?: ListFilters) {
  return useResourceOptions(resourceApi(RESOURCES.providers), { ...PROVIDER_OPTIONS, filters }, search, value);
}
