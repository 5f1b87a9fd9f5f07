import type { AuditTables } from './schema-audit.js';
import type { EvidenceTables } from './schema-evidence.js';
import type { IdentityTables } from './schema-identity.js';
import type { Generated } from 'kysely';
import type { ContentTables } from './schema-content.js';

/**
 * Table types shared by every query. Portable across SQLite and PostgreSQL on purpose:
 * booleans are integers 0/1, timestamps ISO-8601 text (sortable as text), lists JSON text.
 */
export interface ApplicationTable {
  id: number;
  name: string;
}

export interface TenantTable {
  id: Generated<number>;
  name: string;
  /** JSON array of role names. */
  roles: string;
  keycloak_id: number | null;
  default_application_id: number | null;
  created_at: string;
}

export interface AddressTable {
  id: Generated<number>;
  tenant_id: number | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_id: number | null;
}

export interface ProviderTable {
  id: Generated<number>;
  name: string;
  tenant_id: number | null;
  address_id: number | null;
}

export interface CompanyTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  /** `name` folded as searches compare it (lower case, accents gone); set by triggers, never written. */
  name_folded: Generated<string | null>;
  group_company: number;
  reseller_company: number;
  tenant_id: number | null;
  address_id: number | null;
  provider_id: number | null;
  activity: number;
  deleted_at: string | null;
  contract_country_id: number | null;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  user_name: string;
  /** scrypt hash "salt:hash" (hex); null = cannot sign in with a password. */
  password_hash: string | null;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  /** JSON array of role names. */
  roles: string;
  activity: number;
  locale: string | null;
  tenant_id: number | null;
  company_id: number | null;
  /** Subject at the identity service, when it differs from the user name. */
  keycloak_id: string | null;
  created_at: string;
}

export interface UserApplicationTable {
  user_id: number;
  application_id: number;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  /** sha256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** All tokens rotated from one sign-in share a family; reuse of a spent one revokes the family. */
  family_id: string;
  /** Absolute end of the family's life (not extended by rotation). */
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** The pair this token was rotated into, AES-GCM encrypted, answered again within the grace window. */
  successor: string | null;
}

/** One sign-in: its refresh tokens form one family (family_id = id) and its access tokens carry its id (sid). */
export interface SessionTable {
  /** A random UUID. */
  id: string;
  user_id: number;
  created_at: string;
  /** The end of the session's refresh tokens' life (REFRESH_TOKEN_TTL after sign-in). */
  expires_at: string;
  /** Set by sign-out, a deactivation or a reused refresh token: the session's access tokens stop working at once. */
  revoked_at: string | null;
}

export interface Database extends ContentTables, IdentityTables, AuditTables, EvidenceTables {
  applications: ApplicationTable;
  tenants: TenantTable;
  addresses: AddressTable;
  providers: ProviderTable;
  companies: CompanyTable;
  users: UserTable;
  user_applications: UserApplicationTable;
  refresh_tokens: RefreshTokenTable;
  sessions: SessionTable;
}
