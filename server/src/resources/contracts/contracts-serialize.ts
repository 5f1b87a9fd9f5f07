import type { Kysely } from 'kysely';
import { type Contract, type Iri, RESOURCES } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { companyIri, companyUuids } from '../companies/index.js';
import type { RowOf } from '../engine/define.js';
import { loadTranslations } from '../engine/translation-texts.js';
import { templateTexts } from '../templates/index.js';

const userIri = (id: number | null): Iri | null => (id === null ? null : iriOf('users', id));

/** Contracts with their versions, recipient companies and template titles: four queries per page. */
export async function serializeContracts(db: Kysely<Database>, rows: RowOf<'contracts'>[]): Promise<Contract[]> {
  const ids = rows.map((row) => row.id);
  const versions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('contract_versions')
          .select([
            'id',
            'contract_id',
            'template_version_id',
            'sender_user_id',
            'recipient_user_id',
            'signed_at',
            'created_at',
          ])
          .where('contract_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const uuids = await companyUuids(
    db,
    rows.map((row) => row.recipient_company_id),
  );
  const titles = await loadTranslations(
    db,
    templateTexts,
    rows.flatMap((row) => (row.template_id === null ? [] : [row.template_id])),
  );
  return rows.map((row) =>
    hydraItem(RESOURCES.contracts, row.id, {
      id: row.id,
      tenant: iriOf('tenants', row.tenant_id),
      template: row.template_id === null ? null : iriOf('contract_templates', row.template_id),
      recipientCompany: companyIri(uuids, row.recipient_company_id),
      start: row.start,
      realEnd: row.real_end,
      createdAt: row.created_at,
      versions: versions
        .filter((version) => version.contract_id === row.id)
        .map((version) =>
          hydraItem(RESOURCES.contractVersions, version.id, {
            id: version.id,
            templateVersion:
              version.template_version_id === null
                ? null
                : iriOf('contract_template_versions', version.template_version_id),
            senderUser: userIri(version.sender_user_id),
            recipientUser: userIri(version.recipient_user_id),
            signedAt: version.signed_at,
            createdAt: version.created_at,
          }),
        ),
      templateTranslations: row.template_id === null ? [] : (titles.get(row.template_id) ?? []),
    }),
  );
}
