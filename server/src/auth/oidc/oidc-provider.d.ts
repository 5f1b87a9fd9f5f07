/**
 * oidc-provider v9 ships no type declarations and @types/oidc-provider lags behind; this is the
 * small surface the built-in identity service uses, typed by hand from the library's source.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, unknown>;

  export interface ClaimsObject {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: AnyObject, rejected: string[]): Promise<ClaimsObject> | ClaimsObject;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId?: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Client {
    clientId: string;
  }

  export interface OidcContext {
    route?: string;
    client?: Client;
    session?: Session;
    result?: { consent?: { grantId?: string } } & AnyObject;
    provider: Provider;
  }

  /** The Koa context oidc-provider hands to configuration callbacks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(field: string, value: string): void;
    get(field: string): string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject & { client_id?: string; scope?: string };
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    [key: string]: unknown;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: AnyObject[] };
    cookies?: { keys?: string[]; long?: AnyObject; short?: AnyObject; names?: Record<string, string> };
    routes?: Record<string, string>;
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    features?: Record<string, AnyObject>;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void> | void;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** A Koa middleware around every request the provider serves; oidc is absent on ones it did not route. */
    use(
      middleware: (
        ctx: Omit<KoaContextWithOIDC, 'oidc'> & { oidc?: OidcContext },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): this;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
    OIDCProviderError: new (...args: unknown[]) => Error & { status: number; error: string };
  };
}
