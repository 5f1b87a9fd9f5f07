import { sql, type AliasedExpression, type Kysely } from 'kysely';
import { type Contract, type Iri, type LocaleTexts, RESOURCES } from '../../../../contract/index.js';
import { databaseOf, type Db } from '../../db/connection.js';
import { isPostgres, jsonArrayOf, jsonRows } from '../../db/portable.js';
import type { ReadCache } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { companyUuids } from '../companies/index.js';
import type { RowOf } from '../engine/define.js';
import { loadTranslations } from '../engine/translation-texts.js';
import { templateTexts } from '../templates/index.js';

const userIri = (id: number | null): Iri | null => (id === null ? null : iriOf('users', id));

const VERSION_COLUMNS = [
  'id',
  'contract_id',
  'template_version_id',
  'sender_user_id',
  'recipient_user_id',
  'signed_at',
  'created_at',
] as const;

interface VersionRow {
  id: number;
  contract_id: number;
  template_version_id: number | null;
  sender_user_id: number | null;
  recipient_user_id: number | null;
  signed_at: string | null;
  created_at: string;
}

/** What a list page selects beside each contract (contractRelated), as its rows carry it. */
interface RelatedColumns {
  recipient_company_uuid: string | null;
  versions_json: unknown;
}

type TitlesByTemplate = Map<number, LocaleTexts[]>;
const keptTitles = new WeakMap<Db, ReadCache<TitlesByTemplate>>();

/**
 * The titles of these templates, by template. A tenant has a few templates and every contract page
 * names the same ones, so they are kept until a write (read-cache.ts) instead of read again for
 * each row of each page (a correlated subquery was a fifth of a tenant admin's list request).
 */
async function templateTitles(db: Kysely<Database>, templateIds: readonly number[]): Promise<TitlesByTemplate> {
  const ids = [...new Set(templateIds)].sort((a, b) => a - b);
  const load = () => loadTranslations(db, templateTexts, ids);
  const owner = databaseOf(db);
  if (!owner || ids.length === 0) return load();
  let kept = keptTitles.get(owner);
  if (!kept) keptTitles.set(owner, (kept = owner.readCache<TitlesByTemplate>({ maxEntries: 500 })));
  return kept.read(ids.join(','), load);
}

/** The related subqueries as SQL text, per dialect: they take no parameters, so they are built once. */
const relatedSql = new Map<string, { name: string; text: string }[]>();

/**
 * A page's versions and recipient company uuids, selected beside each contract in the page's
 * statement (the engine's `related`): one round trip instead of three. Built and
 * compiled once per dialect (a tenth of a millisecond per request otherwise); the page statement
 * embeds the text.
 */
export function contractRelated(db: Kysely<Database>): AliasedExpression<unknown, string>[] {
  const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
  let columns = relatedSql.get(dialect);
  if (!columns) {
    const company = sql`(select ${sql.ref('companies.uuid')} from ${sql.table('companies')} where ${sql.ref('companies.id')} = ${sql.ref('contracts.recipient_company_id')})`;
    const versions = jsonArrayOf(
      db,
      'contract_versions',
      VERSION_COLUMNS,
      ['contract_id', 'contracts.id'],
      ['created_at', 'id'],
    );
    const text = (compiled: { sql: string; parameters: readonly unknown[] }) => {
      if (compiled.parameters.length > 0) throw new Error('related columns take no parameters');
      return compiled.sql;
    };
    columns = [
      { name: 'recipient_company_uuid', text: text(company.compile(db)) },
      { name: 'versions_json', text: text(versions.compile(db)) },
    ];
    relatedSql.set(dialect, columns);
  }
  return columns.map(({ name, text }) => sql.raw(text).as(name));
}

/** The related rows of contracts that came without them (an item, the CSV export): two queries for all. */
async function loadRelated(db: Kysely<Database>, rows: RowOf<'contracts'>[]): Promise<Map<number, RelatedColumns>> {
  const ids = rows.map((row) => row.id);
  const versions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('contract_versions')
          .select(VERSION_COLUMNS)
          .where('contract_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const uuids = await companyUuids(
    db,
    rows.map((row) => row.recipient_company_id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        recipient_company_uuid:
          row.recipient_company_id === null ? null : (uuids.get(row.recipient_company_id) ?? null),
        versions_json: versions.filter((version) => version.contract_id === row.id),
      },
    ]),
  );
}

/** Contracts with their versions, recipient companies and template titles (from the page's own columns when there). */
export async function serializeContracts(db: Kysely<Database>, rows: RowOf<'contracts'>[]): Promise<Contract[]> {
  const given = (row: RowOf<'contracts'>) => 'versions_json' in row;
  const loaded = rows.every(given)
    ? new Map<number, RelatedColumns>()
    : await loadRelated(
        db,
        rows.filter((row) => !given(row)),
      );
  const titles = await templateTitles(
    db,
    rows.flatMap((row) => (row.template_id === null ? [] : [row.template_id])),
  );
  return rows.map((row) => {
    const related = loaded.get(row.id) ?? (row as RowOf<'contracts'> & RelatedColumns);
    const uuid = related.recipient_company_uuid;
    return hydraItem(RESOURCES.contracts, row.id, {
      id: row.id,
      tenant: iriOf('tenants', row.tenant_id),
      template: row.template_id === null ? null : iriOf('contract_templates', row.template_id),
      recipientCompany: row.recipient_company_id === null || uuid === null ? null : iriOf('companies', uuid),
      start: row.start,
      realEnd: row.real_end,
      createdAt: row.created_at,
      versions: jsonRows<VersionRow>(related.versions_json).map((version) =>
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
      templateTranslations:
        row.template_id === null
          ? []
          : (titles.get(row.template_id) ?? []).map(({ locale, title }) => ({ locale, title: title ?? null })),
    });
  });
}
