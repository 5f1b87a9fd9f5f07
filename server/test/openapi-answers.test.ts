import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { as, buildTestApp } from './helpers.js';
import { crudResources, openApiDocument, type OpenApiDocument } from './matrix-routes.js';

/**
 * Live answers against /api/docs.json: every collection and item a role can reach, the CSV
 * exports and a sample of errors must answer a status and media type the document names, with a
 * body its schema (JSON Schema 2020-12, as OpenAPI 3.1 says) accepts. A field the server sends
 * that the document lacks fails here (item schemas are closed; contract/schemas/items.ts).
 */

const ROLES = ['supervisor', 'tenant.admin', 'company.admin', 'customer'] as const;

interface DocumentedResponse {
  content?: Record<string, { schema?: object }>;
}

let app: FastifyInstance;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

before(async () => {
  app = await buildTestApp();
  doc = await openApiDocument(app);
});
after(() => app.close());

const mediaTypeOf = (response: LightMyRequestResponse): string =>
  String(response.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();

/**
 * What is wrong with this answer of `method path` (the document's path, `{id}` and all), or null:
 * its status, its media type or its body against the documented schema.
 */
function mismatchOf(method: string, path: string, response: LightMyRequestResponse): string | null {
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) return 'operation not documented';
  const status = String(response.statusCode);
  const documented = operation.responses?.[status] as DocumentedResponse | undefined;
  if (!documented) return `status ${status} not documented (${response.body.slice(0, 120)})`;
  const content = documented.content ?? {};
  if (Object.keys(content).length === 0)
    return response.body === '' ? null : `status ${status} documents no body but one came`;
  const media = mediaTypeOf(response);
  const documentedMedia = media in content ? media : '*/*' in content ? '*/*' : undefined;
  if (!documentedMedia) return `media type ${media} not documented for ${status} (${Object.keys(content).join(', ')})`;
  if (!/json$/.test(media)) return null;
  const key = `${method} ${path} ${status} ${documentedMedia}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(content[documentedMedia].schema ?? {});
    compiled.set(key, validate);
  }
  if (validate(JSON.parse(response.body))) return null;
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('; ');
}

/** Calls, checks and collects: `failures` names route, role and what did not match. */
async function check(
  failures: string[],
  role: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const options = { method, url, ...(payload ? { payload } : {}) };
  const response = role === null ? await app.inject(options) : await as(app, role, options);
  const mismatch = mismatchOf(method, path, response);
  if (mismatch) failures.push(`${method} ${url} as ${role ?? 'nobody'} → ${response.statusCode}: ${mismatch}`);
  return response;
}

test('every documented answer schema is valid JSON Schema 2020-12', () => {
  const invalid: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        for (const [media, { schema }] of Object.entries((response as DocumentedResponse).content ?? {}))
          if (!ajv.validateSchema(schema ?? {}))
            invalid.push(`${method} ${path} ${status} ${media}: ${ajv.errorsText(ajv.errors)}`);
  assert.deepEqual(invalid, []);
});

test('every collection and its first item answer what the document describes, in every role', async () => {
  const failures: string[] = [];
  const resources = crudResources(doc);
  assert.ok(resources.length >= 20, `found ${resources.length} collections`);
  for (const role of ROLES)
    for (const resource of resources) {
      const list = await check(failures, role, 'GET', `/api/${resource}`, `/api/${resource}?itemsPerPage=5`);
      if (list.statusCode !== 200) continue;
      const first = (list.json() as { 'hydra:member': { '@id': string }[] })['hydra:member'][0];
      if (first) await check(failures, role, 'GET', `/api/${resource}/{id}`, first['@id']);
    }
  assert.deepEqual(failures, []);
});

test('CSV exports answer text/csv and the special reads their documented shapes', async () => {
  const failures: string[] = [];
  for (const resource of crudResources(doc))
    await check(failures, 'supervisor', 'GET', `/api/${resource}.csv`, `/api/${resource}.csv`);
  const template = (
    await as(app, 'supervisor', { method: 'GET', url: '/api/contract_templates?itemsPerPage=1' })
  ).json() as { 'hydra:member': { id: number }[] };
  const templateId = template['hydra:member'][0].id;
  for (const role of ROLES) {
    await check(failures, role, 'GET', '/api/dashboard', '/api/dashboard');
    await check(failures, role, 'GET', '/api/dashboard/activity', '/api/dashboard/activity');
    await check(failures, role, 'GET', '/api/audit_entries/verify', '/api/audit_entries/verify');
    await check(
      failures,
      role,
      'GET',
      '/api/contract_template_versions/current_template_version',
      `/api/contract_template_versions/current_template_version?template=${templateId}`,
    );
    await check(
      failures,
      role,
      'GET',
      '/api/translation/contract_template_translations',
      `/api/translation/contract_template_translations?entityId=${templateId}`,
    );
  }
  await check(failures, null, 'GET', '/api/docs.json', '/api/docs.json');
  assert.deepEqual(failures, []);
});

test('writes answer the documented item, and DELETE 204', async () => {
  const failures: string[] = [];
  const created = await check(failures, 'supervisor', 'POST', '/api/tenants', '/api/tenants', {
    name: 'Answered Tenant',
  });
  assert.equal(created.statusCode, 201, created.body);
  const tenant = (created.json() as { '@id': string })['@id'];
  const patched = await as(app, 'supervisor', {
    method: 'PATCH',
    url: tenant,
    headers: { 'content-type': 'application/merge-patch+json' },
    payload: { name: 'Answered Tenant AG' },
  });
  const mismatch = mismatchOf('PATCH', '/api/tenants/{id}', patched);
  if (mismatch) failures.push(`PATCH ${tenant} as supervisor → ${patched.statusCode}: ${mismatch}`);
  await check(failures, 'supervisor', 'DELETE', '/api/tenants/{id}', tenant);
  assert.deepEqual(failures, []);
});

test('errors answer the documented Hydra shapes: 400, 401, 403, 404, 405, 422, 460', async () => {
  const failures: string[] = [];
  const statuses: number[] = [];
  const record = async (
    expected: number,
    ...call: Parameters<typeof check> extends [string[], ...infer Rest] ? Rest : never
  ) => {
    const response = await check(failures, ...call);
    statuses.push(response.statusCode);
    if (response.statusCode !== expected)
      failures.push(`${call[1]} ${call[3]}: expected ${expected}, got ${response.statusCode}`);
  };
  await record(400, 'supervisor', 'GET', '/api/tenants', '/api/tenants?page=0');
  await record(401, null, 'GET', '/api/tenants', '/api/tenants');
  await record(460, 'inactive', 'GET', '/api/tenants', '/api/tenants');
  await record(403, 'customer', 'POST', '/api/tenants', '/api/tenants', { name: 'Not allowed' });
  await record(404, 'supervisor', 'GET', '/api/tenants/{id}', '/api/tenants/999999');
  await record(404, 'supervisor', 'GET', '/api/companies/{id}', '/api/companies/not-a-uuid');
  await record(405, 'supervisor', 'PUT', '/api/tenants/{id}', '/api/tenants/1', { name: 'Acme' });
  await record(405, 'supervisor', 'POST', '/api/countries', '/api/countries', { code: 'XX' });
  await record(422, 'supervisor', 'POST', '/api/tenants', '/api/tenants', {});
  await record(422, 'supervisor', 'POST', '/api/tenants', '/api/tenants', { name: 'Acme', surprise: 1 });
  assert.deepEqual(failures, [], `answered ${statuses.join(', ')}`);
});
