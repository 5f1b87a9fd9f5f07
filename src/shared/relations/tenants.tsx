/** Tenants as select options and as a name shown for a tenant IRI (supervisor screens only). */
import { RESOURCES, type Iri, type Tenant } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const tenants = resourceApi(RESOURCES.tenants);
const TENANT_OPTIONS = { label: (tenant: Tenant) => tenant.name, searchParam: 'name' };

export function useTenantOptions(search: string, value?: unknown) {
  return useResourceOptions(tenants, TENANT_OPTIONS, search, value);
}

export function TenantName({ iri }: { iri: Iri | null }) {
  const { data } = tenants.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return <>{data?.name ?? '…'}</>;
}
