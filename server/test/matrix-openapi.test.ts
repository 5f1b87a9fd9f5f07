import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
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
