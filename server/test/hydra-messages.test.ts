import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../src/hydra/errors.js';
import { CATALOGUE, localizeMessage, negotiateLocale } from '../src/hydra/messages.js';
import { pathOfValue } from '../src/hydra/plugin.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, json, type Collection } from './api-helpers.js';

/** The platform answers its errors and violations in the caller's language (Accept-Language). */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app.close());

type Body = Record<string, unknown> & { violations?: { propertyPath: string; message: string }[] };

async function send(
  userName: string,
  language: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await as(app, userName, {
    method,
    url,
    ...(payload && { payload }),
    headers: {
      ...(language && { 'accept-language': language }),
      ...(payload && { 'content-type': 'application/ld+json' }),
    },
  });
  return { status: response.statusCode, body: json<Body>(response), language: response.headers['content-language'] };
}

describe('violations in the caller’s language', () => {
  test('a blank name: English by default, German and French when asked', async () => {
    const english = await send('supervisor', undefined, 'POST', '/api/tenants', { name: '' });
    assert.equal(english.status, 422);
    assert.equal(english.body['hydra:title'], 'An error occurred');
    assert.deepEqual(english.body.violations, [{ propertyPath: 'name', message: MESSAGES.blank }]);

    const german = await send('supervisor', 'de-DE,de;q=0.9,en;q=0.8', 'POST', '/api/tenants', { name: '' });
    assert.equal(german.body['hydra:title'], 'Ein Fehler ist aufgetreten');
    assert.deepEqual(german.body.violations, [
      { propertyPath: 'name', message: 'Dieser Wert sollte nicht leer sein.' },
    ]);
    assert.equal(german.body['hydra:description'], 'name: Dieser Wert sollte nicht leer sein.');
    assert.equal(german.language, 'de');

    const french = await send('supervisor', 'fr', 'POST', '/api/tenants', { name: '' });
    assert.equal(french.body.violations?.[0].message, 'Cette valeur ne doit pas être vide.');
  });

  test('messages with values keep them: a name too long', async () => {
    const german = await send('supervisor', 'de', 'POST', '/api/tenants', { name: 'x'.repeat(300) });
    assert.equal(german.status, 422);
    assert.match(
      german.body.violations?.[0].message ?? '',
      /^Dieser Wert ist zu lang\. Er darf höchstens \d+ Zeichen haben\.$/,
    );
  });

  test('a language the platform does not speak gets English', async () => {
    const spanish = await send('supervisor', 'es-ES,es', 'POST', '/api/tenants', { name: '' });
    assert.equal(spanish.body.violations?.[0].message, MESSAGES.blank);
    assert.equal(spanish.language, 'en');
  });
});

describe('errors without violations', () => {
  test('403 and 404 descriptions', async () => {
    const denied = await send('editor', 'de', 'GET', '/api/tenants');
    assert.deepEqual([denied.status, denied.body['hydra:description']], [403, 'Zugriff verweigert']);
    const missing = await send('supervisor', 'fr', 'GET', '/api/tenants/99999');
    assert.deepEqual([missing.status, missing.body['hydra:description']], [404, 'Introuvable']);
  });

  test('a 400 on a query parameter keeps the parameter’s name', async () => {
    const refused = await send('supervisor', 'de', 'GET', '/api/tenants?page=zero');
    assert.deepEqual(
      [refused.status, refused.body['hydra:description']],
      [400, 'page muss eine positive ganze Zahl sein'],
    );
  });
});

describe('Invalid IRI names its field', () => {
  const providerOf = async (tenant: string) => {
    const { body } = await getAs<Collection<{ '@id': string; name: string; tenant: string }>>(
      app,
      'supervisor',
      '/api/providers?itemsPerPage=100',
    );
    const { body: tenants } = await getAs<Collection<{ '@id': string; name: string }>>(
      app,
      'supervisor',
      '/api/tenants',
    );
    const tenantIri = tenants['hydra:member'].find((t) => t.name === tenant)?.['@id'];
    const provider = body['hydra:member'].find((p) => p.tenant === tenantIri);
    assert.ok(provider && tenantIri);
    return { provider: provider['@id'], tenantIri };
  };

  test('a company of one tenant with another tenant’s provider: 400 at "provider"', async () => {
    const { provider } = await providerOf('Globex');
    const { tenantIri: acme } = await providerOf('Acme');
    const payload = {
      name: `Initech ${Date.now()}`,
      groupCompany: false,
      tenant: acme,
      address: { street: 'Main 1', postalCode: '8000', city: 'Zürich' },
      provider,
    };
    const english = await send('supervisor', undefined, 'POST', '/api/companies/chain', payload);
    assert.equal(english.status, 400);
    assert.equal(english.body['hydra:description'], 'Invalid IRI');
    assert.deepEqual(english.body.violations, [{ propertyPath: 'provider', message: MESSAGES.invalidLink }]);
    const german = await send('supervisor', 'de', 'POST', '/api/companies/chain', payload);
    assert.equal(german.body['hydra:description'], 'Ungültiger Verweis');
    assert.equal(german.body.violations?.[0].propertyPath, 'provider');
    assert.match(german.body.violations?.[0].message ?? '', /kann hier nicht gewählt werden/);
  });

  test('a user placed in a company the caller may not see: 400 at "company"', async () => {
    const { body } = await getAs<Collection<{ '@id': string; name: string }>>(
      app,
      'supervisor',
      '/api/companies?name=Globex Holding',
    );
    const foreign = body['hydra:member'][0]['@id'];
    const refused = await send('tenant.admin', 'fr', 'POST', '/api/users', {
      userName: `pat.${Date.now()}`,
      company: foreign,
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.violations?.[0].propertyPath, 'company');
    assert.equal(refused.body['hydra:description'], 'Référence non valide');
  });

  test('the path of a value in a body', () => {
    const body = {
      name: 'x',
      address: { country: '/api/countries/9' },
      countries: ['/api/countries/1', '/api/countries/2'],
    };
    assert.equal(pathOfValue(body, '/api/countries/9'), 'address.country');
    assert.equal(pathOfValue(body, '/api/countries/2'), 'countries[1]');
    assert.equal(pathOfValue(body, '/api/countries/3'), undefined);
    assert.equal(pathOfValue('/api/countries/3', '/api/countries/3'), undefined, 'a bare body has no field');
  });
});

describe('the catalogue', () => {
  test('every message constant has German and French, with its values', () => {
    const constants: string[] = [
      ...Object.values(MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
      MESSAGES.tooLong(255),
      MESSAGES.type('string'),
    ];
    for (const message of constants)
      for (const locale of ['de', 'fr'] as const) {
        const said = localizeMessage(message, locale);
        assert.notEqual(said, message, `${message} in ${locale}`);
        for (const value of message.match(/\d+|string/g) ?? [])
          assert.ok(said.includes(value), `${said} keeps ${value}`);
      }
    for (const [english, translations] of Object.entries(CATALOGUE))
      for (const text of Object.values(translations))
        assert.deepEqual(text.match(/\{\d\}/g)?.sort() ?? [], english.match(/\{\d\}/g)?.sort() ?? [], english);
  });

  test('Accept-Language: the best ranked of en, de, fr; English otherwise', () => {
    assert.equal(negotiateLocale(undefined), 'en');
    assert.equal(negotiateLocale('de'), 'de');
    assert.equal(negotiateLocale('de-CH,de;q=0.9'), 'de');
    assert.equal(negotiateLocale('es, fr;q=0.5, de;q=0.4'), 'fr');
    assert.equal(negotiateLocale('de;q=0, fr;q=0.1'), 'fr');
    assert.equal(negotiateLocale('*'), 'en');
    assert.equal(localizeMessage('Something new', 'de'), 'Something new');
  });
});
