/** Tenants as select options and as a name shown for a tenant IRI (supervisor screens only). */
import type { Iri, Tenant } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { useResourceOptions } from '../../shared/resource/resourceOptions';
import { tenantApi } from '../tenants/tenantApi';

const TENANT_OPTIONS = { label: (tenant: Tenant) => tenant.name, searchParam: 'name' };

export function useTenantOptions(search: string) {
  return useResourceOptions(tenantApi, TENANT_OPTIONS, search);
}

export function TenantName({ iri }: { iri: Iri | null }) {
  const { data } = tenantApi.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return <>{data?.name ?? '…'}</>;
}
