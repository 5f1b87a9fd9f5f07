import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResults } from 'oidc-provider';
import { identityLanguage, identityPageCsp, renderMessagePage } from './pages.js';
import type { BuiltInIdentity } from './identity.js';

type Params = { uid: string };

/** Where oidc-provider sends a consent interaction (its interactions.url, in provider.ts). */
export const consentPath = (mountPath: string, uid: string): string =>
  `${mountPath}/login-actions/${encodeURIComponent(uid)}/consent`;

/**
 * The consent step of the built-in provider. Its one client is the platform's own console, so,
 * like a Keycloak client without "Consent required", it is granted what it asks for without a
 * page: a consent interaction (prompt=consent, or a scope such as offline_access not granted yet)
 * is completed at once and the browser goes back to the provider, which answers with a code. Any
 * other client would get consent_required (OpenID Connect Core 3.1.2.6), never the sign-in form.
 */
export async function consentRoutes(app: FastifyInstance, identity: BuiltInIdentity): Promise<void> {
  const { provider, mountPath, clientId } = identity;
  const csp = identityPageCsp([app.config.publicUrl, app.config.consoleUrl]);

  function expired(request: FastifyRequest, reply: FastifyReply) {
    const language = identityLanguage(request.headers);
    const { texts } = language;
    const back = { href: `${app.config.consoleUrl}/login`, text: texts.back };
    return reply
      .code(400)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMessagePage(texts.signIn, texts.expired, back, language));
  }

  /** The first-party client's grant, with whatever scopes and claims the request still lacks. */
  async function grantRequested(interaction: Interaction, accountId: string): Promise<string> {
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details;
    if (Array.isArray(missingOIDCScope)) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (Array.isArray(missingOIDCClaims)) grant.addOIDCClaims(missingOIDCClaims as string[]);
    return grant.save();
  }

  app.get<{ Params: Params }>(`${mountPath}/login-actions/:uid/consent`, async (request, reply) => {
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    const accountId = interaction?.session?.accountId;
    if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'consent' || !accountId)
      return expired(request, reply);

    const result: InteractionResults =
      interaction.params.client_id === clientId
        ? { consent: { grantId: await grantRequested(interaction, accountId) } }
        : { error: 'consent_required', error_description: 'End-User consent is required' };
    // Merged with the sign-in just made, so a prompt=login in the same request stays satisfied.
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: true,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
}
