import type { FromSchema } from 'json-schema-to-ts';
import type { tenantBody } from './schemas/tenants';

/**
 * The wire contract shared by the console and the platform server: plain types and constants only
 * (no runtime dependencies), so both programs can import this folder and nothing else of each other.
 */

export const ROLES = {
  SUPERVISOR: 'ROLE_SUPERVISOR',
  TENANT_ADMIN: 'ROLE_TENANT_ADMIN',
  COMPANY_ADMIN: 'ROLE_COMPANY_ADMIN',
  EDITOR: 'ROLE_EDITOR',
  API_USER: 'ROLE_API_USER',
  CUSTOMER: 'ROLE_CUSTOMER',
  USER: 'ROLE_USER',
  /** Named by the spec's menu table for My Company; no demo user holds it. */
  ADMIN: 'ROLE_ADMIN',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES] | (string & {});
/** A tenant's own role (tenants carry roles too; the demo tenants hold this one). */
export const TENANT_ROLE = 'ROLE_TENANT';

/** Application ids of the platform are 1 and 2 (spec section 9); 0 means "none active" (grey header). */
export type ApplicationId = number;

/** Custom status the platform answers for a signed-in user whose account is deactivated. */
export const STATUS_DEACTIVATED = 460;

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const MAX_ITEMS_PER_PAGE = 100;
/** Most rows `pagination=false` answers (only users without a company offer it); above, a 400. */
export const MAX_UNPAGINATED_ITEMS = 1000;
export const COUNTRIES_PAGE_SIZE = 300;

export const JSONLD = 'application/ld+json';
export const MERGE_PATCH = 'application/merge-patch+json';

/** An IRI such as "/api/tenants/1". */
export type Iri = string;

export interface HydraItem {
  '@id': Iri;
  '@type': string;
}

export interface HydraView {
  '@id': string;
  '@type': 'hydra:PartialCollectionView';
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:next'?: string;
  'hydra:previous'?: string;
}

export interface HydraCollection<T> {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
}

export interface HydraError {
  '@type': 'hydra:Error' | 'ConstraintViolationList';
  'hydra:title': string;
  'hydra:description': string;
}

export interface Violation {
  propertyPath: string;
  message: string;
}

export interface ConstraintViolationList extends HydraError {
  '@type': 'ConstraintViolationList';
  violations: Violation[];
}

/** 401 body, as LexikJWT answers it. */
export interface JwtError {
  code: 401;
  message: 'Expired JWT Token' | 'Invalid JWT Token' | 'JWT Token not found' | 'Invalid JWT Refresh Token' | string;
}

export interface AccessTokenClaims {
  username: string;
  roles: Role[];
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
  /** The sign-in session the token belongs to: signing out revokes it, and with it every token it issued. */
  sid: string;
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}

export interface Application extends HydraItem {
  id: ApplicationId;
  name: string;
}

export interface Tenant extends HydraItem {
  id: number;
  name: string;
  roles: Role[];
  keycloakId: number | null;
  defaultApplication: Iri | null;
}

export type TenantInput = FromSchema<typeof tenantBody>;

export interface CompanyRef {
  '@id': Iri;
  id: string;
  name: string;
}

export interface TenantRef {
  '@id': Iri;
  id: number;
  name: string;
  defaultApplication: ApplicationRef | null;
}

export interface ApplicationRef {
  '@id': Iri;
  id: ApplicationId;
  name: string;
}

/** A user as the users collection serialises it; the current user is `GET /api/users?userName=` → first member. */
export interface User extends HydraItem {
  id: number;
  userName: string;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  roles: Role[];
  activity: boolean;
  locale: string | null;
  tenant: TenantRef | null;
  company: CompanyRef | null;
  applications: ApplicationRef[];
}

/** Spec section 3: derived from the flags (provider wins over group; otherwise a customer company). */
export const COMPANY_TYPES = ['CUSTOMER_COMPANY', 'GROUP_COMPANY', 'PROVIDER_COMPANY'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
/** `kind=` filter of the company list; a recipient is none of group, provider, reseller. */
export const COMPANY_KINDS = ['GROUP_COMPANY', 'PROVIDER_COMPANY', 'RESELLER_COMPANY', 'RECIPIENT_COMPANY'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export interface Company extends HydraItem {
  uuid: string;
  /** The uuid again, as API Platform's identifier (the platform always sends it; optional for the fixtures). */
  id?: string;
  name: string;
  type: CompanyType;
  groupCompany: boolean;
  address: Iri | null;
  tenant: Iri | null;
  /**
   * The tenant's name, embedded so a list needs no request per row for it (every caller that sees
   * a company may read its tenant). Optional in the type until every fixture carries it.
   */
  tenantName?: string | null;
  provider: Iri | null;
  resellerCompany: boolean;
  activity: boolean;
  deletedAt: string | null;
  contractCountry: { '@id': Iri; id: number } | null;
}

/** `GET /api/dashboard`: counters scoped to what the caller may see. */
export interface DashboardCounters {
  tenant: number;
  company: number;
  user: number;
}

/** Roles that see the dashboard's activity panel (`GET /api/dashboard/activity`); anyone else gets 403. */
export const ACTIVITY_ROLES: readonly Role[] = [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN, ROLES.EDITOR];

/** Who reads the audit trail (the platform scopes what each sees): those who administer something. */
export const AUDIT_READERS: readonly Role[] = [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN, ROLES.COMPANY_ADMIN];
/** Days of sent/signed counts the activity answers (today included): enough for 12 whole weeks and the current one. */
export const ACTIVITY_DAYS = 91;
/** How many latest changes the activity lists. */
export const ACTIVITY_CHANGES = 10;

/** Contract versions sent (created) and signed on one UTC day (`YYYY-MM-DD`). */
export interface ActivityDay {
  day: string;
  sent: number;
  signed: number;
}

export type ActivityChangeKind = 'template' | 'templateVersion' | 'contractVersion' | 'file';
export type ActivityChangeAction = 'created' | 'sent' | 'signed' | 'updated';

/** One row that changed: files are named by `name`, everything else by its template's titles. */
export interface ActivityChange {
  kind: ActivityChangeKind;
  action: ActivityChangeAction;
  '@id': Iri;
  at: string;
  name: string | null;
  translations: { locale: string; title: string | null }[];
}

/** `GET /api/dashboard/activity`: scoped exactly like the collections it counts. */
export interface DashboardActivity {
  /** Null for roles that do not manage contracts (the editor). */
  contracts: { days: ActivityDay[]; awaitingSignature: number } | null;
  templatesWithoutCurrentVersion: number;
  latestChanges: ActivityChange[];
}

/**
 * The id of the element in which the server writes the runtime configuration into the console's
 * pages (`<script type="application/json">`, never run), so the console needs no round trip for it;
 * `GET /config.json` answers the same for a page served from elsewhere.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The sign-in landings drawn at build time (scripts/build/prerender-sign-in.tsx), in a file beside
 * login.html: the server writes a landing's markup into the page in place of its loading screen.
 */
export const SIGN_IN_PAGES_FILE = 'sign-in-pages.json';

/** That file: per address (/login, /de/logout_success…) its markup, tab title, direction and style sheet. */
export interface PrerenderedSignInPages {
  pages: Record<string, { html: string; title: string; dir: 'ltr' | 'rtl'; styles: number }>;
  /** The CSS-in-JS styles the markup uses, which it needs before the scripts (most pages share one). */
  styles: string[];
}

/** `GET /config.json`: what one console build needs to know about where it runs. */
export interface ConsoleRuntimeConfig {
  /** API host, '' for same origin. */
  apiHost: string;
  /** Path of the single sign-on connect endpoint under apiHost. */
  connectPath: string;
  /** Base URL of the identity service realm (…/realms/contracts). */
  realmUrl: string;
  /** Client id the console's logout names to the identity service. */
  clientId: string;
}
