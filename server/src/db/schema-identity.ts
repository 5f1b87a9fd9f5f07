/** Tables of the built-in identity service. */

export interface SignInThrottleTable {
  /** "account:<user name, lower case>", "pair:<client address>|<user name, lower case>" or "address:<client address>". */
  key: string;
  /** Attempts counted under the key, forgotten after a quiet lock period (a success gives its own back). */
  failures: number;
  /** ISO time before which sign-ins under this key are refused; null = none. Account keys only slow: never read. */
  blocked_until: string | null;
  updated_at: string;
}

/** One stored object of oidc-provider (Session, Grant, Interaction, AuthorizationCode…). */
export interface IdentityStoreTable {
  model: string;
  id: string;
  /** The object as JSON. */
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  /** Sessions are also found by their uid. */
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

export interface IdentityTables {
  sign_in_throttles: SignInThrottleTable;
  identity_store: IdentityStoreTable;
}
