import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './matrix-bodies.js';

/**
 * The routes the app actually registered, read two independent ways: from the OpenAPI document
 * (what the API says it offers) and from Fastify's own route tree (what it really serves).
 */

export interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  summary?: string;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs.json answered ${response.statusCode}`);
  return JSON.parse(response.body) as OpenApiDocument;
}

/**
 * Collections served by the generic CRUD factory: a GET collection that pages (takes `page`)
 * beside a GET item `/{id}`. Returned as paths under /api, e.g. "contract_categories".
 */
export function crudResources(doc: OpenApiDocument): string[] {
  return Object.keys(doc.paths)
    .filter((path) => /^\/api\/[a-z_]+$/.test(path))
    .filter((path) => doc.paths[path].get?.parameters?.some((p) => p.name === 'page' && p.in === 'query'))
    .filter((path) => doc.paths[`${path}/{id}`]?.get)
    .map((path) => path.slice('/api/'.length))
    .sort();
}

export function createSchema(doc: OpenApiDocument, resource: string): JsonSchema | undefined {
  const content = doc.paths[`/api/${resource}`]?.post?.requestBody?.content ?? {};
  return Object.values(content)[0]?.schema;
}

export interface ServedRoute {
  method: string;
  /** Fastify syntax, e.g. /api/tenants/:id */
  url: string;
}

/** Parses app.printRoutes({ commonPrefix: false }): a tree whose lines are "segment (METHODS)". */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // Each level of the tree is indented by "│   " or "    ", then "├── " or "└── " and the segment.
    const match = /^((?:│ {3}| {4})*)[└├]── (\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4 + 1;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const segment = match[2];
    // A segment continuing its parent's (".csv" under "/api/tenants") is not a path step of its own.
    const joiner = parent.endsWith('/') || segment.startsWith('/') || segment.startsWith('.') ? '' : '/';
    const full = `${parent}${joiner}${segment}`.replace(/\/\/+/g, '/');
    stack[depth] = full;
    for (const method of match[3]?.split(',').map((m) => m.trim()) ?? []) routes.push({ method, url: full });
  }
  return routes;
}

/** /api/tenants/:id → /api/tenants/{id} */
export const openApiPathOf = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

/** Whether a resource's IRIs carry the uuid or the integer id, from its item route's parameter pattern. */
export function keyKindOf(doc: OpenApiDocument, resource: string): 'id' | 'uuid' {
  const id = doc.paths[`/api/${resource}/{id}`]?.get?.parameters?.find((p) => p.name === 'id');
  return id?.schema?.pattern?.includes('{8}') ? 'uuid' : 'id';
}
