import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ServerConfig } from '../../config.js';
import { KEYCLOAK_ROUTES, type BuiltInIdentity } from './provider.js';

export interface TokenEndpointAnswer {
  id_token?: string;
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** What the SSO connect needs from an OpenID issuer, whether built in or an external Keycloak realm. */
export interface IssuerClient {
  issuer: string;
  clientId: string;
  authorizationEndpoint(): Promise<string>;
  exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenEndpointAnswer>;
  /** Checks signature, issuer, audience and expiry; the caller checks the nonce. */
  verifyIdToken(idToken: string): Promise<JWTPayload>;
}

function basicAuth(clientId: string, secret: string): string {
  // RFC 6749 2.3.1: both parts form-encoded before base64.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

function tokenRequestBody(params: { code: string; codeVerifier: string; redirectUri: string }): string {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code: params.code,
    code_verifier: params.codeVerifier,
    redirect_uri: params.redirectUri,
  }).toString();
}

/**
 * The built-in provider answers through the same Fastify app: the token request goes through
 * inject() to the real token endpoint (no HTTP call to ourselves), and id_tokens are checked
 * against the provider's key directly.
 */
export function builtInIssuerClient(app: FastifyInstance, identity: BuiltInIdentity): IssuerClient {
  const publicUrl = new URL(app.config.publicUrl);
  return {
    issuer: identity.issuer,
    clientId: identity.clientId,
    authorizationEndpoint: async () => `${identity.issuer}${KEYCLOAK_ROUTES.authorization}`,
    async exchangeCode(params) {
      const response = await app.inject({
        method: 'POST',
        url: `${identity.mountPath}${KEYCLOAK_ROUTES.token}`,
        headers: {
          host: publicUrl.host,
          'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basicAuth(identity.clientId, identity.clientSecret),
        },
        payload: tokenRequestBody(params),
      });
      return response.json<TokenEndpointAnswer>();
    },
    async verifyIdToken(idToken) {
      const { payload } = await jwtVerify(idToken, identity.idTokenKey, {
        issuer: identity.issuer,
        audience: identity.clientId,
      });
      return payload;
    },
  };
}

interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** An external realm (OIDC_ISSUER), read from its discovery document once and then cached. */
export function externalIssuerClient(config: ServerConfig): IssuerClient {
  const issuer = (config.oidcIssuer ?? '').replace(/\/$/, '');
  let discovery: Promise<DiscoveryDocument> | null = null;
  let keySet: ReturnType<typeof createRemoteJWKSet> | null = null;

  function discover(): Promise<DiscoveryDocument> {
    discovery ??= fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        const document = (await response.json()) as DiscoveryDocument;
        if (document.issuer !== issuer) throw new Error('discovery document names another issuer');
        return document;
      })
      .catch((error: unknown) => {
        discovery = null; // try again on the next sign-in rather than caching a failure
        throw error;
      });
    return discovery;
  }

  return {
    issuer,
    clientId: config.oidcClientId,
    authorizationEndpoint: async () => (await discover()).authorization_endpoint,
    async exchangeCode(params) {
      const { token_endpoint: tokenEndpoint } = await discover();
      const response = await fetch(tokenEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basicAuth(config.oidcClientId, config.oidcClientSecret),
          accept: 'application/json',
        },
        body: tokenRequestBody(params),
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.json()) as TokenEndpointAnswer;
    },
    async verifyIdToken(idToken) {
      keySet ??= createRemoteJWKSet(new URL((await discover()).jwks_uri));
      const { payload } = await jwtVerify(idToken, keySet, { issuer, audience: config.oidcClientId });
      return payload;
    },
  };
}
