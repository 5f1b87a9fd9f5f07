/** Tenants as select options and as a name shown for a tenant IRI (supervisor screens only). */
import type { MessageDescriptor } from 'react-intl';
import { RESOURCES, ROLES, type Iri, type Tenant } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import type { ResourceField } from '../resource/defineResource';
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

/**
 * The tenant a record belongs to, for a screen that others see only within their own tenant: the
 * column and the select are the supervisor's; everyone else's records are their own tenant's.
 */
export function tenantField(label: MessageDescriptor): ResourceField<{ tenant: Iri | null }> {
  return {
    name: 'tenant',
    label,
    visibleTo: [ROLES.SUPERVISOR],
    column: { relation: TenantName },
    form: { kind: 'select', options: useTenantOptions },
  };
}
