import type { ContractVersion, ContractVersionEvidence, Tenant } from '../../contract';

/** A tenant as the platform answers it, for tests that list or pick tenants. */
export function testTenant(id: number, name: string, fields: Partial<Tenant> = {}): Tenant {
  return {
    '@id': `/api/tenants/${id}`,
    '@type': 'Tenant',
    id,
    name,
    roles: [],
    keycloakId: null,
    defaultApplication: null,
    ...fields,
  };
}

/** A contract version as the platform answers it: sent 05 Mar 2026, to nobody yet, unopened and unsigned. */
export function testContractVersion(
  id: number,
  fields: Partial<ContractVersion> = {},
  evidence: Partial<ContractVersionEvidence> = {},
): ContractVersion {
  const createdAt = fields.createdAt ?? '2026-03-05T12:00:00Z';
  return {
    '@id': `/api/contract_versions/${id}`,
    '@type': 'ContractVersion',
    id,
    contract: '/api/contracts/7',
    templateVersion: null,
    senderUser: null,
    recipientUser: null,
    signedAt: null,
    content: 'Text',
    createdAt,
    documents: [],
    ...fields,
    evidence: { sentAt: createdAt, viewedAt: null, signedAt: null, signer: null, documents: [], ...evidence },
  };
}
