/** Tables of the built-in identity service. */

export interface SignInThrottleTable {
  /** "account:<user name, lower case>" or "address:<client address>". */
  key: string;
  /** Failed sign-ins since the last success (accounts) or within the window. */
  failures: number;
  /** ISO time before which sign-ins under this key are refused; null = none. */
  blocked_until: string | null;
  updated_at: string;
}

export interface IdentityTables {
  sign_in_throttles: SignInThrottleTable;
}
