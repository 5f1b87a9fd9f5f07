import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  hydraErrorSchema,
  JSONLD,
  jwtErrorSchema,
  REFRESH_TOKEN_INVALIDATE_PATH,
  STATUS_DEACTIVATED,
  TOKEN_REFRESH_PATH,
  violationListSchema,
} from '../../../contract/index.js';
import { JSON_MEDIA_TYPES } from '../hydra/plugin.js';
import { jsonAnswer, type Answers } from '../hydra/answers.js';

/**
 * The OpenAPI 3.1 document at GET /api/docs.json, generated from the schemas every route
 * declares. It must be registered before any route: @fastify/swagger learns routes from the
 * onRoute hook, so a route added earlier would be missing from the document.
 */

type Schema = Record<string, unknown>;

/** Only the platform API is documented; the console's files and the identity service's pages are not API. */
const documented = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/connect/');

/** Routes that authenticate on their own (refresh token in the body or cookie), not by bearer. */
const withoutBearer = (url: string): boolean =>
  url === TOKEN_REFRESH_PATH ||
  url === REFRESH_TOKEN_INVALIDATE_PATH ||
  url === '/api/docs.json' ||
  url.startsWith('/connect/');

const jsonLd = (description: string, schema: object): Schema => ({ description, content: { [JSONLD]: { schema } } });
const hydraError = (description: string): Schema => jsonLd(description, hydraErrorSchema);

const hasItemId = (url: string): boolean => /[:{]\w+\}?/.test(url);
const notOffered = (summary: unknown): boolean => String(summary ?? '').startsWith('Not offered');

/**
 * The error answers of a route, from its method and URL: the same for every resource
 * (api-contract.md "Wire format"), so they are described here once instead of on ~200 routes.
 */
function errorResponses(method: string, url: string, summary: unknown): Record<string, Schema> {
  const responses: Record<string, Schema> = {};
  const bearer = !withoutBearer(url);
  if (notOffered(summary))
    responses['405'] = hydraError('Method Not Allowed: the resource does not offer this operation');
  else {
    responses['400'] = jsonLd('Malformed JSON, an invalid query parameter or an IRI the caller may not use', {
      anyOf: [hydraErrorSchema, violationListSchema],
    });
    if (hasItemId(url) || method !== 'GET')
      responses['404'] = hydraError('Not Found (also another tenant\u2019s item)');
    if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
      responses['415'] = hydraError('Unsupported content type');
      responses['422'] = jsonLd('Validation failed: one violation per field, nothing was written', violationListSchema);
    }
  }
  if (bearer) {
    responses['401'] = {
      description: 'Missing, invalid or expired bearer token',
      content: { 'application/json': { schema: jwtErrorSchema } },
    };
    responses['403'] = hydraError('Access Denied');
    responses[String(STATUS_DEACTIVATED)] = hydraError(
      'The signed-in account is deactivated: the console signs it out (spec sections 4 and 8)',
    );
  }
  responses['503'] = hydraError('Service Unavailable: overloaded or shutting down; retry after Retry-After seconds');
  return responses;
}

/** hydra/answers.ts's form → @fastify/swagger's: media type → `{ schema }`; no content → no body. */
function successResponses(answers: Answers): Record<string, Schema> {
  const responses: Record<string, Schema> = {};
  for (const [status, answer] of Object.entries(answers))
    responses[status] = answer.content
      ? {
          description: answer.description,
          content: Object.fromEntries(Object.entries(answer.content).map(([media, schema]) => [media, { schema }])),
        }
      : { description: answer.description, type: 'null' };
  return responses;
}

function describe(route: { method: string; url: string; schema?: FastifySchema }): Schema {
  const { answers, ...schema }: Schema & FastifySchema = { ...(route.schema ?? {}) };
  if (!documented(route.url)) return { ...schema, hide: true };
  schema.response = {
    ...errorResponses(route.method, route.url, schema.summary),
    ...(answers ? successResponses(answers) : {}),
    ...(schema.response ?? {}),
  };
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
        return { schema: describe({ method, url, schema: schema as FastifySchema | undefined }) as never, url };
      },
    });

    // Public like API Platform's docs: the document describes shapes, never data.
    app.get(
      '/api/docs.json',
      {
        schema: {
          summary: 'This OpenAPI 3.1 document',
          tags: ['Platform'],
          answers: jsonAnswer(200, 'The OpenAPI 3.1 document', { type: 'object', required: ['openapi', 'paths'] }),
          produces: ['application/json'],
        },
      },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['hydra'] },
);
