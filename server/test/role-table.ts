/**
 * The expected answer of every demo role × resource × operation, written from
 * shared/design/api-contract.md "Who may do what" and the spec's menu table (section 6),
 * NOT from the server code: where the two disagree, the contract wins and the matrix test fails.
 *
 * A resource lists, per caller, one access level; the level spells out the six answers.
 * "own item" is the caller's nearest row in its own tenant (its own company, its own user record,
 * a contract it receives, …; see matrix-targets.ts); "other item" is a row of the other tenant
 * (Globex for Acme's roles, Acme for globex.admin).
 */

export const CALLERS = [
  'supervisor',
  'tenant.admin',
  'company.admin',
  'editor',
  'api.user',
  'customer',
  'user',
  'user.nocompany',
  'globex.admin',
  'anonymous',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

export const OPERATIONS = ['list', 'readOwn', 'readOther', 'create', 'update', 'delete'] as const;
export type MatrixOperation = (typeof OPERATIONS)[number];

/**
 * all: everything across tenants (supervisor). manage: full CRUD inside its tenant/scope.
 * readUpdate: reads and changes its own row, creates and deletes nothing (company admin on its company).
 * read: reads its scope. readItem: reads its own row but may not list the type (its own tenant).
 * readNone: may use the type, but the nearest row is outside its scope
 * (a user without company on companies). none: a type the role may not use (403 on collection and
 * writes, 403 on a known row of its tenant; another tenant's row stays 404).
 */
export type Level = 'all' | 'manage' | 'readUpdate' | 'read' | 'readItem' | 'readNone' | 'none';

const ANSWERS: Record<Level, Record<MatrixOperation, number>> = {
  all: { list: 200, readOwn: 200, readOther: 200, create: 201, update: 200, delete: 204 },
  manage: { list: 200, readOwn: 200, readOther: 404, create: 201, update: 200, delete: 204 },
  readUpdate: { list: 200, readOwn: 200, readOther: 404, create: 403, update: 200, delete: 403 },
  read: { list: 200, readOwn: 200, readOther: 404, create: 403, update: 403, delete: 403 },
  readItem: { list: 403, readOwn: 200, readOther: 404, create: 403, update: 403, delete: 403 },
  readNone: { list: 200, readOwn: 404, readOther: 404, create: 403, update: 404, delete: 404 },
  none: { list: 403, readOwn: 403, readOther: 404, create: 403, update: 403, delete: 403 },
};

export interface ResourceAccess {
  /** The spec's "GET only" resources: every write answers 405 (Method Not Allowed). */
  readOnly?: boolean;
  /** Writes the generic routes offer when others go through special calls (405 for the rest). */
  genericWrites?: readonly MatrixOperation[];
  /** Not owned by a tenant (applications, countries): the "other" row is as readable as the own one. */
  global?: boolean;
  /** Levels of the signed-in callers; anonymous always gets 401. */
  levels: Record<SignedInCaller, Level>;
}

/** Shorthand: one level for the supervisor, both tenant admins, and the rest by name. */
function access(
  admins: Level,
  others: Partial<Record<SignedInCaller, Level>>,
  options: Omit<ResourceAccess, 'levels'> = {},
): ResourceAccess {
  return {
    ...options,
    levels: {
      supervisor: 'all',
      'tenant.admin': admins,
      'globex.admin': admins,
      'company.admin': 'none',
      editor: 'none',
      'api.user': 'none',
      customer: 'none',
      user: 'none',
      'user.nocompany': 'none',
      ...others,
    },
  };
}

const everyoneReads = (options: Omit<ResourceAccess, 'levels'>): ResourceAccess =>
  access(
    'read',
    {
      'company.admin': 'read',
      editor: 'read',
      'api.user': 'read',
      customer: 'read',
      user: 'read',
      'user.nocompany': 'read',
    },
    options,
  );

/** Configuration the tenant admin manages (spec menu "Configuration"); nobody else in the tenant uses it. */
const tenantConfiguration = access('manage', {});
/** Catalogue: the tenant admin manages, the editor reads (contract "ROLE_EDITOR … reads categories, products, terms"). */
const catalogue = access('manage', { editor: 'read' });
/**
 * Templates and their parts: tenant admin and editor manage; the API user reads templates; the
 * company admin reads them because its company's contracts and template links name them
 * (issue-3 notes: "its tenant's read-only catalogue where it needs it").
 */
const templates = access('manage', { editor: 'manage', 'api.user': 'read', 'company.admin': 'read' });
/** Files: tenant admin and editor (menu "File"). */
const files = access('manage', { editor: 'manage' });
/**
 * Contracts: tenant admin all of its tenant; company admin its company's; customers and users their
 * own (menu "My Contracts" also lists the editor, whose own list is empty); API user reads.
 */
const contracts = access('manage', {
  'company.admin': 'read',
  editor: 'readNone',
  'api.user': 'read',
  customer: 'read',
  user: 'read',
  'user.nocompany': 'readNone',
});

export const ROLE_TABLE: Readonly<Record<string, ResourceAccess>> = {
  // The audit trail (issue 26): read only; a tenant admin reads its tenant's entries, a company
  // admin its company's records' entries; nobody else reads any.
  audit_entries: access('read', { 'company.admin': 'read' }, { readOnly: true }),
  // "the only role that manages tenants and providers"; a tenant admin "reads its own tenant", and
  // every user reads its own tenant's default application (spec 4, active application); only the
  // supervisor lists tenants (menu "Tenant").
  tenants: access('readItem', {
    'company.admin': 'readItem',
    editor: 'readItem',
    'api.user': 'readItem',
    customer: 'readItem',
    user: 'readItem',
    'user.nocompany': 'readItem',
  }),
  providers: access('read', {}),
  applications: everyoneReads({ readOnly: true, global: true }),
  countries: everyoneReads({ readOnly: true, global: true }),
  // Users: managers manage their scope (never above their own role); everyone reads itself
  // (the console's current-user call is GET users?userName=…).
  users: access('manage', {
    'company.admin': 'manage',
    editor: 'read',
    'api.user': 'read',
    customer: 'read',
    user: 'read',
    'user.nocompany': 'read',
  }),
  // "its own company (read, update)" for the company admin; "their own company (read)" for
  // customers and users; the menu's My Company also lists the editor.
  companies: access('manage', {
    'company.admin': 'readUpdate',
    editor: 'read',
    customer: 'read',
    user: 'read',
    'user.nocompany': 'readNone',
  }),
  // The company admin keeps its own company's address up to date (company update chain); whoever
  // reads its own company (My Company) reads that company's address.
  addresses: access('manage', {
    'company.admin': 'readUpdate',
    editor: 'read',
    customer: 'read',
    user: 'read',
    'user.nocompany': 'readNone',
  }),
  allowed_origins: tenantConfiguration,
  fallback_locales: tenantConfiguration,
  // The editor picks country tags on the templates it edits.
  country_tags: access('manage', { editor: 'read' }),
  jwk_urls: tenantConfiguration,
  notification_templates: tenantConfiguration,
  contract_categories: catalogue,
  contract_products: catalogue,
  contract_terms: catalogue,
  contract_templates: templates,
  contract_template_versions: templates,
  contract_template_version_mediate_files: templates,
  // Created by the multipart upload and renamed by PATCH update/file/{id} (spec 7), so the generic
  // POST and PATCH are not offered.
  files: { ...files, genericWrites: ['delete'] },
  file_translations: { ...files, genericWrites: ['delete'] },
  // Template activation (menu: tenant admin only); the company admin reads its own company's links.
  company_mediate_contract_templates: access('manage', { 'company.admin': 'read' }),
  contracts,
  // Customers and users sign their own unsigned versions (a PATCH of signedAt).
  // Every recipient signs its own versions (a company admin receives contracts too).
  contract_versions: {
    ...contracts,
    levels: { ...contracts.levels, 'company.admin': 'readUpdate', customer: 'readUpdate', user: 'readUpdate' },
  },
  customer_associations: access('manage', {
    'company.admin': 'read',
    customer: 'read',
    user: 'read',
    'user.nocompany': 'readNone',
  }),
};

/** The answer the contract promises, or undefined when the table does not know the resource. */
export function expectedAnswer(resource: string, caller: Caller, operation: MatrixOperation): number | undefined {
  const entry = ROLE_TABLE[resource];
  if (!entry) return undefined;
  if (caller === 'anonymous') return 401;
  const isWrite = operation === 'create' || operation === 'update' || operation === 'delete';
  if (entry.readOnly && isWrite) return 405;
  if (entry.genericWrites && isWrite && !entry.genericWrites.includes(operation)) return 405;
  const level = entry.levels[caller];
  if (entry.global && operation === 'readOther') return ANSWERS[level].readOwn;
  return ANSWERS[level][operation];
}
