import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { translate } from '../src/db/connection.js';
import { FOLDING, foldText } from '../src/hydra/query.js';
import { tokenFor } from './helpers.js';
import { buildCatalogueApp, members } from './resources-catalogue-fixture.js';

/**
 * Text filters are case- and accent-insensitive substrings on SQLite and PostgreSQL alike (run this
 * file under scripts/with-postgres.sh for the second); codes and IRIs stay exact.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildCatalogueApp();
});
after(() => app.close());

const userNames = async (query: string) =>
  (await members(app, 'supervisor', `/api/users?${query}`)).map((user) => user.userName);
const field = (items: Record<string, unknown>[], name: string) => items.map((item) => item[name]);

describe('partial text filters', () => {
  test('user search: part of the user name, in any case', async () => {
    assert.ok((await userNames('orSearch_name=tenant')).includes('tenant.admin'));
    assert.ok((await userNames('orSearch_name=TENANT.ADMIN')).includes('tenant.admin'));
    assert.ok(!(await userNames('orSearch_name=tenant')).includes('editor'));
  });

  test('external ids: "GREEN" and "green" find the product whose id holds it', async () => {
    for (const typed of ['GREEN', 'green', 'p-green']) {
      const products = await members(app, 'tenant.admin', `/api/contract_products?externalId=${typed}`);
      assert.deepEqual(field(products, 'externalId'), ['ACME-P-GREEN-POWER'], typed);
    }
  });

  test('accents are folded on both sides: "zurich", "ZÜRICH" and "Zür" find Zürich', async () => {
    for (const typed of ['zurich', 'ZÜRICH', 'Zür', 'ZURICH']) {
      const companies = await members(app, 'supervisor', `/api/companies?name=${encodeURIComponent(typed)}`);
      assert.ok(field(companies, 'name').includes('Zürich Customer AG'), typed);
      const addresses = await members(app, 'tenant.admin', `/api/addresses?city=${encodeURIComponent(typed)}`);
      assert.ok(addresses.length > 0 && addresses.every((address) => address.city === 'Zürich'), typed);
    }
  });

  test('a renamed company is found by its new name at once, folded ("societe" finds "Société")', async () => {
    const [company] = await members(app, 'supervisor', `/api/companies?name=${encodeURIComponent('Zürich Customer')}`);
    assert.ok(company, 'the seeded company');
    const renamed = await app.inject({
      method: 'PATCH',
      url: String(company['@id']),
      headers: {
        authorization: `Bearer ${await tokenFor(app, 'supervisor')}`,
        'content-type': 'application/merge-patch+json',
      },
      payload: { name: 'Société Générale Zürich' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const found = async (typed: string) =>
      field(await members(app, 'supervisor', `/api/companies?orSearch_name=${encodeURIComponent(typed)}`), 'name');
    assert.ok((await found('societe gen')).includes('Société Générale Zürich'));
    assert.ok((await found('SOCIÉTÉ')).includes('Société Générale Zürich'));
    assert.ok(!(await found('customer ag')).includes('Société Générale Zürich'), 'the old name is gone');
  });

  test('translated titles fold too: "mobilitat" finds "Mobilität", "ENERGIE" finds "Énergie"', async () => {
    const mobility = await members(app, 'tenant.admin', '/api/contract_categories?translations.title=mobilitat');
    assert.deepEqual(field(mobility, 'externalId'), ['ACME-CAT-MOBILITY']);
    const energy = await members(app, 'tenant.admin', '/api/contract_categories?translations.title=%C3%A9NERGIE');
    assert.ok(field(energy, 'externalId').includes('ACME-CAT-ENERGY'));
  });

  test('typed wildcards stay literal', async () => {
    assert.deepEqual(await members(app, 'supervisor', '/api/companies?name=%25'), []);
    assert.deepEqual(await members(app, 'supervisor', '/api/companies?name=_'), []);
  });
});

describe('exact filters', () => {
  test('user name, notification type and country code match the whole value only', async () => {
    assert.deepEqual(await userNames('userName=tenant'), []);
    assert.deepEqual(await userNames('userName=tenant.admin'), ['tenant.admin']);
    assert.deepEqual(await members(app, 'tenant.admin', '/api/notification_templates?type=CONTRACT'), []);
    assert.ok((await members(app, 'tenant.admin', '/api/notification_templates?type=CONTRACT_SENT')).length > 0);
    assert.deepEqual(field(await members(app, 'user', '/api/countries?code=CH'), 'code'), ['CH']);
    assert.deepEqual(await members(app, 'user', '/api/countries?code=c'), []);
  });
});

test('the OpenAPI document says which filters are partial and which exact', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
    paths: Record<string, { get: { parameters: { name: string; description?: string }[] } }>;
  };
  const describe = (path: string, name: string) =>
    doc.paths[path].get.parameters.find((parameter) => parameter.name === name)?.description ?? '';
  assert.match(describe('/api/users', 'orSearch_name'), /^Partial/);
  assert.match(describe('/api/users', 'userName'), /^Exact/);
  assert.match(describe('/api/contract_products', 'externalId'), /^Partial/);
  assert.match(describe('/api/companies', 'tenant.id'), /^Exact/);
});

test('folding: the search text and the stored text meet in the same form', () => {
  assert.equal(foldText('ZÜRICH Ærø Łódź İstanbul'), 'zurich ærø lodz istanbul'.replace('ø', 'o'));
  assert.equal(translate('Zürich', FOLDING.from, FOLDING.to), 'Zurich');
  assert.equal(translate('abc', 'ab', 'x'), 'xc', 'PostgreSQL deletes letters without a counterpart');
  assert.equal(translate(null, 'a', 'b'), null);
  // The fast path for plain ASCII text, and characters a regular expression's class would read as syntax.
  assert.equal(translate('zurich gmbh', FOLDING.from, FOLDING.to), 'zurich gmbh');
  assert.equal(translate('a-b]c^d\\e', '-]^\\', '1234'), 'a1b2c3d4e');
  assert.equal(translate('Ærø 𝒜', 'ø𝒜', 'oA'), 'Æro A', 'letters outside the basic plane are one letter');
  assert.equal(translate('same', '', ''), 'same');
});
