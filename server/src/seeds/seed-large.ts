import { BulkWriter, nextId, resyncIdSequences } from '../db/bulk-writer.js';
import type { Db } from '../db/connection.js';
import { LARGE_SEED_WORDS as WORDS, largeSeedRandom, type LargeSeedRandom } from './seed-large-words.js';

/**
 * A large, deterministic data set for performance work (api-contract.md "Demo data"): many
 * tenants, companies, users and contracts with versions, written in a single transaction with
 * batched multi-row inserts. Users get no password, so none of them can sign in; the demo
 * users are not touched. Runs once per database: tenants named LOAD_TENANT_PREFIX mark it.
 */
export interface LargeSeedCounts {
  tenants: number;
  companies: number;
  users: number;
  contracts: number;
  /** Contract templates per tenant, each with two versions. */
  templatesPerTenant: number;
}

export const LARGE_SEED_COUNTS: LargeSeedCounts = {
  tenants: 50,
  companies: 20_000,
  users: 50_000,
  contracts: 100_000,
  templatesPerTenant: 8,
};

export const LOAD_TENANT_PREFIX = 'Load Tenant';

const ID_TABLES = [
  'tenants',
  'addresses',
  'providers',
  'companies',
  'users',
  'contract_categories',
  'contract_templates',
  'contract_template_versions',
  'contracts',
  'contract_versions',
  'customer_associations',
] as const;
type IdTable = (typeof ID_TABLES)[number];

const DAY_MS = 86_400_000;
const LOCALES = ['en', 'de', 'fr'] as const;

/** Rows of one tenant that later rows point at. */
interface TenantRows {
  id: number;
  adminUserId: number;
  companyIds: number[];
  /** Users per company id, to pick a contract's recipient among the recipient company's people. */
  usersByCompany: Map<number, number[]>;
  templates: { id: number; versionIds: [number, number] }[];
}

/** Splits `total` over `parts` as evenly as possible (the first ones get the remainder). */
const share = (total: number, parts: number, index: number): number =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

export async function seedLarge(
  db: Db,
  counts: LargeSeedCounts = LARGE_SEED_COUNTS,
  log: (line: string) => void = () => {},
): Promise<Record<string, number>> {
  const marker = await db.kysely
    .selectFrom('tenants')
    .select('id')
    .where('name', 'like', `${LOAD_TENANT_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  if (marker) throw new Error(`the large data set is already there (tenants named "${LOAD_TENANT_PREFIX} …")`);

  const started = Date.now();
  const written = await db.kysely.transaction().execute(async (trx) => {
    const ids = {} as Record<IdTable, number>;
    for (const table of ID_TABLES) ids[table] = await nextId(trx, table);
    const take = (table: IdTable): number => ids[table]++;
    const writer = new BulkWriter(trx, db.dialect);
    const random = largeSeedRandom(20261121);
    const countryIds = (await trx.selectFrom('countries').select(['id', 'code']).execute()).reduce(
      (map, c) => map.set(c.code, c.id),
      new Map<string, number>(),
    );
    const applications = (await trx.selectFrom('applications').select('id').execute()).map((a) => a.id);
    const context: GeneratorContext = { writer, take, random, countryIds, applications, counts };

    let phase = Date.now();
    const tenants: TenantRows[] = [];
    for (let t = 0; t < counts.tenants; t++) tenants.push(await seedTenant(context, t));
    await writer.flush();
    log(`tenants, companies, users, templates: ${Date.now() - phase} ms`);

    phase = Date.now();
    for (const [t, tenant] of tenants.entries()) {
      for (let c = 0; c < share(counts.contracts, counts.tenants, t); c++) await seedContract(context, tenant);
    }
    await writer.flush();
    log(`contracts, versions, customer associations: ${Date.now() - phase} ms`);

    await resyncIdSequences(trx, db.dialect, [...ID_TABLES]);
    return writer.counts();
  });
  log(`large data set written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return written;
}

interface GeneratorContext {
  writer: BulkWriter;
  take: (table: IdTable) => number;
  random: LargeSeedRandom;
  countryIds: Map<string, number>;
  applications: number[];
  counts: LargeSeedCounts;
}

async function seedTenant(context: GeneratorContext, t: number): Promise<TenantRows> {
  const { writer, take, random, counts } = context;
  const now = '2026-01-01T00:00:00.000Z';
  const tenantId = take('tenants');
  await writer.add('tenants', {
    id: tenantId,
    name: `${LOAD_TENANT_PREFIX} ${String(t + 1).padStart(3, '0')}`,
    roles: '["ROLE_TENANT"]',
    keycloak_id: 900_000 + t,
    default_application_id: context.applications[0] ?? null,
    created_at: now,
  });

  const address = async (): Promise<number> => {
    const id = take('addresses');
    const [city, code] = random.pick(WORDS.cities);
    await writer.add('addresses', {
      id,
      tenant_id: tenantId,
      street: `${random.pick(WORDS.streets)} ${random.int(1, 200)}`,
      postal_code: String(random.int(1000, 99999)),
      city,
      country_id: context.countryIds.get(code) ?? null,
    });
    return id;
  };

  const providerIds: number[] = [];
  for (let p = 0; p < 2; p++) {
    const id = take('providers');
    providerIds.push(id);
    await writer.add('providers', {
      id,
      name: `${random.pick(WORDS.companyWords)} Provider ${t + 1}-${p + 1}`,
      tenant_id: tenantId,
      address_id: await address(),
    });
  }

  const companyIds: number[] = [];
  const companyCount = share(counts.companies, counts.tenants, t);
  for (let c = 0; c < companyCount; c++) {
    const id = take('companies');
    companyIds.push(id);
    const addressId = await address();
    await writer.add('companies', {
      id,
      uuid: random.uuid(),
      name: `${random.pick(WORDS.companyWords)} ${random.pick(WORDS.companyWords)} ${random.pick(WORDS.legalForms)} ${t + 1}.${c + 1}`,
      // The first company is the tenant's group, a few resell, two are provider companies.
      group_company: c === 0 ? 1 : 0,
      reseller_company: c >= 1 && c <= 3 ? 1 : 0,
      tenant_id: tenantId,
      address_id: addressId,
      provider_id: c === 4 || c === 5 ? providerIds[c - 4]! : null,
      activity: random.chance(0.97) ? 1 : 0,
      deleted_at: null,
      contract_country_id: null,
      created_at: random.date('2018-01-01', '2025-12-31'),
    });
  }

  const usersByCompany = new Map<number, number[]>();
  const userCount = share(counts.users, counts.tenants, t);
  let adminUserId = 0;
  for (let u = 0; u < userCount; u++) {
    const id = take('users');
    // The first user administers the tenant and sends its contracts; 5% have no company.
    const companyId =
      u === 0 ? (companyIds[0] ?? null) : random.chance(0.05) ? null : (companyIds[u % companyIds.length] ?? null);
    const role = u === 0 ? 'ROLE_TENANT_ADMIN' : random.weighted(WORDS.userRoles);
    if (u === 0) adminUserId = id;
    const given = random.pick(WORDS.givenNames);
    const family = random.pick(WORDS.familyNames);
    const userName = `load.${t + 1}.${u + 1}`;
    await writer.add('users', {
      id,
      user_name: userName,
      password_hash: null,
      given_name: given,
      family_name: family,
      email: `${given}.${family}.${t + 1}.${u + 1}@load.example`.toLowerCase(),
      roles: JSON.stringify([role]),
      activity: random.chance(0.98) ? 1 : 0,
      locale: random.pick(LOCALES),
      tenant_id: tenantId,
      company_id: companyId,
      keycloak_id: null,
      created_at: random.date('2019-01-01', '2025-12-31'),
    });
    for (const applicationId of context.applications.slice(0, 1)) {
      await writer.add('user_applications', { user_id: id, application_id: applicationId });
    }
    if (companyId !== null) usersByCompany.set(companyId, [...(usersByCompany.get(companyId) ?? []), id]);
  }

  const categoryIds: number[] = [];
  for (const [index, category] of WORDS.categories.entries()) {
    const id = take('contract_categories');
    categoryIds.push(id);
    await writer.add('contract_categories', {
      id,
      uuid: random.uuid(),
      external_id: `LOAD-${t + 1}-CAT-${index + 1}`,
      tenant_id: tenantId,
    });
    for (const locale of LOCALES) {
      await writer.add('contract_category_translations', { category_id: id, locale, title: `${category} (${locale})` });
    }
  }

  const templates: TenantRows['templates'] = [];
  for (let p = 0; p < counts.templatesPerTenant; p++) {
    const id = take('contract_templates');
    const createdAt = random.date('2019-01-01', '2024-12-31');
    await writer.add('contract_templates', {
      id,
      tenant_id: tenantId,
      activity: random.chance(0.8) ? 1 : 0,
      category_id: random.pick(categoryIds),
      created_at: createdAt,
    });
    const title = `${random.pick(WORDS.categories)} agreement ${p + 1}`;
    for (const locale of LOCALES) {
      await writer.add('contract_template_translations', { template_id: id, locale, title: `${title} (${locale})` });
    }
    const versionIds: number[] = [];
    for (let v = 0; v < 2; v++) {
      const versionId = take('contract_template_versions');
      versionIds.push(versionId);
      const planned = new Date(Date.parse(createdAt) + (v * 365 + 30) * DAY_MS).toISOString();
      await writer.add('contract_template_versions', {
        id: versionId,
        template_id: id,
        planned_revision: planned,
        created_at: createdAt,
        activity: 1,
        published_at: createdAt,
      });
      for (const locale of LOCALES) {
        await writer.add('contract_template_version_translations', {
          version_id: versionId,
          locale,
          title: `${title} v${v + 1} (${locale})`,
          content: `${title}, version ${v + 1}. ${WORDS.clause}`,
        });
      }
    }
    templates.push({ id, versionIds: [versionIds[0]!, versionIds[1]!] });
  }
  return { id: tenantId, adminUserId, companyIds, usersByCompany, templates };
}

async function seedContract(context: GeneratorContext, tenant: TenantRows): Promise<void> {
  const { writer, take, random } = context;
  const id = take('contracts');
  const template = random.pick(tenant.templates);
  const companyId = random.pick(tenant.companyIds);
  const start = random.date('2019-01-01', '2026-06-30');
  const createdAt = new Date(Date.parse(start) - random.int(1, 30) * DAY_MS).toISOString();
  const ended = random.chance(0.3);
  await writer.add('contracts', {
    id,
    tenant_id: tenant.id,
    template_id: template.id,
    recipient_company_id: companyId,
    start,
    real_end: ended ? new Date(Date.parse(start) + random.int(365, 3 * 365) * DAY_MS).toISOString() : null,
    created_at: createdAt,
  });
  const people = tenant.usersByCompany.get(companyId);
  const recipient = people ? random.pick(people) : null;
  // 40% have a second version; an earlier version is always signed, the latest one in 70% of contracts.
  const versions = random.chance(0.4) ? 2 : 1;
  let sentAt = createdAt;
  let signedAt: string | null = null;
  for (let v = 0; v < versions; v++) {
    const last = v === versions - 1;
    signedAt =
      !last || random.chance(0.7) ? new Date(Date.parse(sentAt) + random.int(1, 20) * DAY_MS).toISOString() : null;
    await writer.add('contract_versions', {
      id: take('contract_versions'),
      contract_id: id,
      template_version_id: template.versionIds[v]!,
      sender_user_id: tenant.adminUserId,
      recipient_user_id: recipient,
      signed_at: signedAt,
      content: `Contract ${id}, version ${v + 1}. ${WORDS.clause}`,
      created_at: sentAt,
    });
    if (signedAt) sentAt = new Date(Date.parse(signedAt) + random.int(30, 400) * DAY_MS).toISOString();
  }
  if (recipient !== null) {
    await writer.add('customer_associations', {
      id: take('customer_associations'),
      tenant_id: tenant.id,
      contract_id: id,
      customer_user_id: recipient,
      company_id: companyId,
      created_at: createdAt,
      signed_at: signedAt,
    });
  }
}
