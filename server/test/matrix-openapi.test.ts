import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { STATUS_DEACTIVATED } from '../../contract/index.js';
import { buildTestApp } from './helpers.js';
import { openApiPathOf, servedRoutes } from './matrix-routes.js';

/** The OpenAPI 3.1 document describes every /api route the server really serves. */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app.close());

test('GET /api/docs.json is an OpenAPI 3.1.0 document, public like API Platform docs', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs.json' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const doc = JSON.parse(response.body) as { openapi: string; info: { title: string }; paths: object };
  assert.equal(doc.openapi, '3.1.0');
  assert.ok(doc.info.title);
  assert.ok(Object.keys(doc.paths).length > 20);
});

test('every /api route the server serves appears with its method, answers and parameters', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
    paths: Record<
      string,
      Record<string, { responses?: object; parameters?: { name: string; in: string }[]; requestBody?: object }>
    >;
  };
  const served = servedRoutes(app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  assert.ok(served.length > 50, `found ${served.length} routes`);
  const missing: string[] = [];
  for (const route of served) {
    const path = openApiPathOf(route.url);
    const operation = doc.paths[path]?.[route.method.toLowerCase()];
    if (!operation) {
      missing.push(`${route.method} ${route.url}`);
      continue;
    }
    assert.ok(
      operation.responses && Object.keys(operation.responses).length > 0,
      `${route.method} ${path} has answers`,
    );
    for (const name of path.match(/\{(\w+)\}/g) ?? [])
      assert.ok(
        operation.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name),
        `${route.method} ${path} documents its path parameter ${name}`,
      );
  }
  assert.deepEqual(missing, [], 'routes missing from /api/docs.json');
});

test('collections document their filters and writes their bodies', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: { content: object } }>>;
  };
  const companies = doc.paths['/api/companies'];
  const names = companies.get.parameters?.map((p) => p.name) ?? [];
  for (const name of ['page', 'itemsPerPage', 'name']) assert.ok(names.includes(name), `companies filter ${name}`);
  assert.ok(companies.post.requestBody, 'POST /api/companies documents its body');
  assert.ok(Object.keys(companies.post.requestBody.content).includes('application/ld+json'));
});

test('every offered operation documents a real success answer, errors and its media types', async () => {
  type Response = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
    paths: Record<
      string,
      Record<string, { summary?: string; security?: unknown[]; responses: Record<string, Response> }>
    >;
  };
  const problems: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      const successes = statuses.filter((status) => /^[23]/.test(status));
      const authenticated = !(Array.isArray(operation.security) && operation.security.length === 0);
      if (authenticated && !statuses.includes(String(STATUS_DEACTIVATED))) problems.push(`${name}: no 460`);
      if (String(operation.summary ?? '').startsWith('Not offered')) {
        if (!statuses.includes('405')) problems.push(`${name}: not offered, but no 405`);
        continue;
      }
      // A real schema: more than `{ type: 'object' }` ("any object"); an empty answer (204, 302) has none.
      const real = successes.some((status) => {
        const content = operation.responses[status].content;
        if (!content) return status === '204' || status === '302';
        return Object.values(content).some(({ schema = {} }) => Object.keys(schema).some((key) => key !== 'type'));
      });
      if (!real) problems.push(`${name}: no success answer with a schema`);
      const media = successes.flatMap((status) => Object.keys(operation.responses[status].content ?? {}));
      if (path.endsWith('.csv') && !media.includes('text/csv')) problems.push(`${name}: not text/csv`);
      if (!path.endsWith('.csv') && media.includes('text/csv')) problems.push(`${name}: text/csv`);
    }
  assert.deepEqual(problems, []);
  const events = doc.paths['/api/events'].get.responses['200'].content ?? {};
  assert.deepEqual(Object.keys(events), ['text/event-stream']);
  assert.ok(doc.paths['/api/tenants'].get.responses['200'].content?.['application/ld+json'], 'collections are JSON-LD');
});
