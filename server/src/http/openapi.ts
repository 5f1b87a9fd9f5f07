import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REFRESH_TOKEN_INVALIDATE_PATH, TOKEN_REFRESH_PATH } from '../../../contract/index.js';
import { JSON_MEDIA_TYPES } from '../hydra/plugin.js';

/**
 * The OpenAPI 3.1 document at GET /api/docs.json, generated from the schemas every route
 * declares. It must be registered before any route: @fastify/swagger learns routes from the
 * onRoute hook, so a route added earlier would be missing from the document.
 */

type Schema = Record<string, unknown>;

const JSONLD = 'application/ld+json';
const anyObject = { type: 'object', additionalProperties: true };

/** Only the platform API is documented; the console's files and the identity service's pages are not API. */
const documented = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/connect/');

/** Routes that authenticate on their own (refresh token in the body or cookie), not by bearer. */
const withoutBearer = (url: string): boolean =>
  url === TOKEN_REFRESH_PATH ||
  url === REFRESH_TOKEN_INVALIDATE_PATH ||
  url === '/api/docs.json' ||
  url.startsWith('/connect/');

const hydraError = (description: string): Schema => ({
  description,
  type: 'object',
  properties: {
    '@type': { type: 'string' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
  },
});

const violationList: Schema = {
  description: 'Validation failed: one violation per field, nothing was written',
  type: 'object',
  properties: {
    '@type': { type: 'string', const: 'ConstraintViolationList' },
    'hydra:title': { type: 'string' },
    'hydra:description': { type: 'string' },
    violations: {
      type: 'array',
      items: { type: 'object', properties: { propertyPath: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const jwtError: Schema = {
  description: 'Missing, invalid or expired bearer token',
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
};

const hasItemId = (url: string): boolean => /[:{]\w+\}?/.test(url);

/**
 * Answers a route may give when its schema names none. The generic CRUD factory declares
 * parameters and bodies; the answers are the same for every resource (api-contract.md "Wire
 * format"), so they are described here once instead of on ~150 routes.
 */
function defaultResponses(method: string, url: string): Record<string, Schema> {
  const responses: Record<string, Schema> = {};
  if (method === 'POST') responses['201'] = { description: 'Created: the new item as JSON-LD', ...anyObject };
  else if (method === 'DELETE') responses['204'] = { description: 'Deleted', type: 'null' };
  else responses['200'] = { description: 'The item or hydra:Collection as JSON-LD', ...anyObject };
  responses['400'] = hydraError('Malformed JSON, an invalid query parameter or an IRI the caller may not use');
  if (!withoutBearer(url)) {
    responses['401'] = jwtError;
    responses['403'] = hydraError('Access Denied');
  }
  if (hasItemId(url) || method !== 'GET') responses['404'] = hydraError('Not Found (also another tenant\u2019s item)');
  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    responses['415'] = hydraError('Unsupported content type');
    responses['422'] = violationList;
  }
  return responses;
}

function describe(route: { method: string; url: string; schema?: Schema }): Schema {
  const schema: Schema = { ...(route.schema ?? {}) };
  if (!documented(route.url)) return { ...schema, hide: true };
  if (schema.summary === 'Not offered' || String(schema.summary ?? '').startsWith('Not offered'))
    schema.response = { '405': hydraError('Method Not Allowed: the resource does not offer this operation') };
  else if (!schema.response) schema.response = defaultResponses(route.method, route.url);
  if (!schema.produces) schema.produces = [JSONLD];
  if (schema.body && !schema.consumes) schema.consumes = JSON_MEDIA_TYPES;
  if (withoutBearer(route.url)) schema.security = [];
  if (!schema.tags && route.url.startsWith('/api/')) schema.tags = ['Platform'];
  return schema;
}

export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Contract platform API',
          version: '1.0.0',
          description:
            'Hydra JSON-LD resources of the contract-management platform (spec section 7). Every call needs a bearer access token; another tenant\u2019s item answers 404 exactly as a missing one.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: ({ schema, url, route }) => {
        const method = Array.isArray((route as RouteOptions).method)
          ? String((route as RouteOptions).method)
          : String(route.method);
        return { schema: describe({ method, url, schema: schema as Schema | undefined }) as never, url };
      },
    });

    // Public like API Platform's docs: the document describes shapes, never data.
    app.get(
      '/api/docs.json',
      { schema: { summary: 'This OpenAPI 3.1 document', tags: ['Platform'] } },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['hydra'] },
);
