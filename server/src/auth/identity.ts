import fp from 'fastify-plugin';

/**
 * Identity service: built-in OpenID provider, SSO connect/callback and refresh tokens.
 * Minimal placeholder so the app can be built while the real pieces are written.
 */
export const identityPlugin = fp(async () => {}, { name: 'identity' });
