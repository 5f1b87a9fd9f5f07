import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  type BodySchema,
  RESOURCES,
  addressBody,
  allowedOriginBody,
  companyBody,
  contractTemplateBody,
  countryTagBody,
  notificationTemplateBody,
  propertyLimits,
  providerBody,
  tenantBody,
  userBody,
} from '../../contract/index.js';
import { json } from './api-helpers.js';
import { as, buildTestApp } from './helpers.js';
import { crudResources, openApiDocument } from './matrix-routes.js';

/**
 * The wire contract is declared once in contract/ and the server obeys it: every resource
 * descriptor is served, every served collection has a descriptor, and a body schema's limits are
 * the ones the server's validation answers with.
 */

describe('propertyLimits reads a field from a body schema', () => {
  test('a required text with its length', () => {
    assert.deepEqual(propertyLimits(userBody, 'userName'), {
      required: true,
      nullable: false,
      type: 'string',
      minLength: 1,
      maxLength: 180,
    });
  });
  test('an optional, nullable field with its format', () => {
    const email = propertyLimits(userBody, 'email');
    assert.equal(email?.required, false);
    assert.equal(email?.nullable, true);
    assert.equal(email?.format, 'email');
    assert.equal(email?.maxLength, 255);
  });
  test('choices of an enum', () => {
    assert.deepEqual(propertyLimits(notificationTemplateBody, 'type')?.enum?.includes('CONTRACT_SENT'), true);
  });
  test('a text inside the translations list and inside a nested object', () => {
    assert.deepEqual(propertyLimits(contractTemplateBody, 'translations.title'), {
      required: true,
      nullable: false,
      type: 'string',
      minLength: 1,
      maxLength: 255,
    });
    assert.equal(propertyLimits(addressBody, 'postalCode')?.maxLength, 32);
  });
  test('an unknown field', () => {
    assert.equal(propertyLimits(userBody, 'password'), undefined);
    assert.equal(propertyLimits(userBody, 'userName.first'), undefined);
  });
});

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

describe('resource descriptors', () => {
  test('every generic collection the server serves has a descriptor with the same @type', async () => {
    const served = crudResources(await openApiDocument(app));
    const described = new Set<string>(Object.values(RESOURCES).map((resource) => resource.path));
    for (const path of served) assert.ok(described.has(path), `no descriptor for /api/${path}`);
    for (const resource of Object.values(RESOURCES)) {
      if (resource.path.startsWith('translation/')) continue;
      const response = await as(app, 'supervisor', { method: 'GET', url: `/api/${resource.path}?itemsPerPage=1` });
      assert.equal(response.statusCode, 200, `GET /api/${resource.path}`);
      assert.equal(json(response)['@context'], `/api/contexts/${resource.type}`);
      const [first] = json<{ 'hydra:member': { '@type': string }[] }>(response)['hydra:member'];
      if (first) assert.equal(first['@type'], resource.type, resource.path);
    }
  });

  test('every translation descriptor is served, answering its @type', async () => {
    const category = json<{ 'hydra:member': { '@id': string }[] }>(
      await as(app, 'tenant.admin', { method: 'GET', url: '/api/contract_categories?itemsPerPage=1' }),
    )['hydra:member'][0]!['@id'];
    const response = await as(app, 'tenant.admin', {
      method: 'GET',
      url: `/api/${RESOURCES.contractCategoryTranslations.path}?entityId=${encodeURIComponent(category)}`,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(json(response)['@type'], RESOURCES.contractCategoryTranslations.type);
    for (const resource of Object.values(RESOURCES).filter((r) => r.path.startsWith('translation/'))) {
      const missing = await as(app, 'supervisor', { method: 'GET', url: `/api/${resource.path}?entityId=999999` });
      assert.equal(
        missing.statusCode,
        404,
        `${resource.path} is served (404 for a missing parent, not an unknown route)`,
      );
      assert.equal(json(missing)['hydra:description'], 'Not Found');
    }
  });
});

/** Every text field with a maxLength, one character over it, answers 422 at that field. */
const BODIES: [string, BodySchema][] = [
  [RESOURCES.users.path, userBody],
  [RESOURCES.tenants.path, tenantBody],
  [RESOURCES.companies.path, companyBody],
  [RESOURCES.providers.path, providerBody],
  [RESOURCES.addresses.path, addressBody],
  [RESOURCES.allowedOrigins.path, allowedOriginBody],
  [RESOURCES.countryTags.path, countryTagBody],
];

describe('the server validates with the contract schemas', () => {
  for (const [path, schema] of BODIES) {
    test(`POST /api/${path}: one character over each maxLength is a 422 at that field`, async () => {
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        const limits = propertyLimits(schema, field);
        if (limits?.type !== 'string' || limits.maxLength === undefined || limits.pattern || limits.format) continue;
        const response = await as(app, 'supervisor', {
          method: 'POST',
          url: `/api/${path}`,
          payload: { [field]: 'x'.repeat(limits.maxLength + 1) },
        });
        assert.equal(response.statusCode, 422, `${path}.${field} (${JSON.stringify(property)})`);
        const violations = json<{ violations: { propertyPath: string; message: string }[] }>(response).violations;
        assert.ok(
          violations.some(
            (v) => v.propertyPath === field && v.message.includes(`${limits.maxLength} characters or less`),
          ),
          `${path}.${field}: ${JSON.stringify(violations)}`,
        );
      }
    });
  }
});
