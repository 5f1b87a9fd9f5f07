import type { CryptoKey } from 'jose';
import type Provider from 'oidc-provider';

/** The built-in identity service as the platform holds it (provider.ts makes it). */
export interface BuiltInIdentity {
  provider: Provider;
  issuer: string;
  /** Path the realm is served under, e.g. /realms/contracts. */
  mountPath: string;
  clientId: string;
  /** Kept in memory only; never logged. */
  clientSecret: string;
  /** Verifies the id_tokens this provider signs, without fetching our own certs over HTTP. */
  idTokenKey: CryptoKey;
}
