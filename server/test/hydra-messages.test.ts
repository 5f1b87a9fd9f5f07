import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../src/hydra/errors.js';
import {
  CATALOGUE,
  ENGLISH_TEXTS,
  localizeMessage,
  MESSAGE_LOCALES,
  negotiateLocale,
  TRANSLATIONS,
  type TranslatedLocale,
} from '../src/hydra/messages.js';
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

  test('Spanish, Japanese and Arabic when asked', async () => {
    const spanish = await send('supervisor', 'es', 'POST', '/api/tenants', { name: '' });
    assert.equal(spanish.status, 422);
    assert.equal(spanish.body['hydra:title'], 'Se ha producido un error');
    assert.deepEqual(spanish.body.violations, [
      { propertyPath: 'name', message: 'Este valor no debería estar vacío.' },
    ]);
    assert.equal(spanish.body['hydra:description'], 'name: Este valor no debería estar vacío.');
    assert.equal(spanish.language, 'es');

    const japanese = await send('supervisor', 'ja', 'POST', '/api/tenants', { name: '' });
    assert.equal(japanese.body['hydra:title'], 'エラーが発生しました');
    assert.deepEqual(japanese.body.violations, [{ propertyPath: 'name', message: 'この値は空にできません。' }]);
    assert.equal(japanese.language, 'ja');

    const arabic = await send('supervisor', 'ar-EG', 'POST', '/api/tenants', { name: '' });
    assert.equal(arabic.body['hydra:title'], 'حدث خطأ');
    assert.deepEqual(arabic.body.violations, [{ propertyPath: 'name', message: 'يجب ألا تكون هذه القيمة فارغة.' }]);
    assert.equal(arabic.language, 'ar');
  });

  test('the best ranked language the platform speaks wins: Russian before Polish, past an unknown one', async () => {
    const russian = await send('supervisor', 'pl;q=0.5, xx, ru;q=0.9', 'POST', '/api/tenants', { name: '' });
    assert.equal(russian.body.violations?.[0].message, 'Это значение не должно быть пустым.');
    assert.equal(russian.body['hydra:title'], 'Произошла ошибка');
    assert.equal(russian.language, 'ru');
  });

  test('values are carried into every language: Polish too long, a Japanese 400', async () => {
    const polish = await send('supervisor', 'pl-PL', 'POST', '/api/tenants', { name: 'x'.repeat(300) });
    assert.equal(polish.status, 422);
    assert.match(
      polish.body.violations?.[0].message ?? '',
      /^Ta wartość jest za długa\. Maksymalna liczba znaków: \d+\.$/,
    );
    const japanese = await send('supervisor', 'ja-JP', 'GET', '/api/tenants?page=zero');
    assert.deepEqual(
      [japanese.status, japanese.body['hydra:description']],
      [400, 'page は正の整数である必要があります'],
    );
  });

  test('a language the platform does not speak gets English', async () => {
    const swedish = await send('supervisor', 'sv-SE,sv', 'POST', '/api/tenants', { name: '' });
    assert.equal(swedish.body.violations?.[0].message, MESSAGES.blank);
    assert.equal(swedish.language, 'en');
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
  const translated = MESSAGE_LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en');
  const placeholders = (text: string) => (text.match(/\{\d\}/g) ?? []).sort();

  test('the platform speaks every language of the console (lang/*.json)', () => {
    const consoleLanguages = readdirSync(new URL('../../lang/', import.meta.url))
      .filter((name) => /^[a-z]{2}\.json$/.test(name))
      .map((name) => name.slice(0, 2));
    assert.deepEqual([...MESSAGE_LOCALES].sort(), consoleLanguages.sort());
    assert.equal(MESSAGE_LOCALES.length, 13);
    assert.deepEqual(Object.keys(TRANSLATIONS).sort(), translated.sort());
  });

  test('every language has every English text, and nothing else', () => {
    assert.equal(new Set(ENGLISH_TEXTS).size, ENGLISH_TEXTS.length, 'no English text twice');
    for (const locale of translated)
      assert.deepEqual(Object.keys(TRANSLATIONS[locale]).sort(), [...ENGLISH_TEXTS].sort(), locale);
  });

  test('every translation keeps exactly the placeholders of its English text', () => {
    for (const locale of translated)
      for (const english of ENGLISH_TEXTS)
        assert.deepEqual(placeholders(TRANSLATIONS[locale][english]), placeholders(english), `${locale}: ${english}`);
  });

  test('a translation is never empty and differs from English for at least 90% of the texts', () => {
    for (const locale of translated) {
      const table = TRANSLATIONS[locale];
      for (const english of ENGLISH_TEXTS) assert.notEqual(table[english].trim(), '', `${locale}: ${english}`);
      const differing = ENGLISH_TEXTS.filter((english) => table[english] !== english).length;
      assert.ok(
        differing / ENGLISH_TEXTS.length >= 0.9,
        `${locale}: ${differing} of ${ENGLISH_TEXTS.length} translated`,
      );
    }
  });

  test('technical tokens stay untranslated', () => {
    const tokens = ['realEnd', 'pagination=false', 'itemsPerPage', 'not_null[company]=false', 'YYYY-MM-DD', 'JWK'];
    for (const english of ENGLISH_TEXTS)
      for (const token of tokens.filter((t) => english.includes(t)))
        for (const locale of translated)
          assert.ok(TRANSLATIONS[locale][english].includes(token), `${locale} keeps ${token}: ${english}`);
    for (const locale of translated)
      for (const token of ['1', '0', 'true', 'false'])
        assert.ok(
          TRANSLATIONS[locale]['{0} should be one of 1, 0, true, false'].includes(token),
          `${locale}: ${token}`,
        );
  });

  test('every message constant is translated in every language, with its values', () => {
    const constants: string[] = [
      ...Object.values(MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
      MESSAGES.tooLong(255),
      MESSAGES.type('string'),
    ];
    for (const message of constants)
      for (const locale of translated) {
        const said = localizeMessage(message, locale);
        assert.notEqual(said, message, `${message} in ${locale}`);
        assert.doesNotMatch(said, /\{\d\}/, `${said}: every value filled in`);
        for (const value of message.match(/\d+|string/g) ?? [])
          assert.ok(said.includes(value), `${said} keeps ${value}`);
      }
    assert.equal(localizeMessage('kind should be one of a, b', 'es'), 'kind debe ser uno de estos valores: a, b');
    assert.equal(
      localizeMessage('itemsPerPage should be one of 1, 0, true, false', 'tr'),
      'itemsPerPage değeri 1, 0, true veya false olmalıdır',
    );
    assert.equal(
      localizeMessage('template should be an id or a contract template IRI', 'fr'),
      'template doit être un identifiant ou l’IRI d’un modèle de contrat',
    );
    assert.equal(
      localizeMessage(
        'This list has 1200 items; pagination=false answers at most 1000. Use page and itemsPerPage.',
        'zh',
      ),
      '此列表有 1200 项；pagination=false 最多返回 1000 项。请使用 page 和 itemsPerPage。',
    );
  });

  test('CATALOGUE gives the same translations by English text, German and French as they always were', () => {
    for (const english of ENGLISH_TEXTS)
      for (const locale of translated) assert.equal(CATALOGUE[english][locale], TRANSLATIONS[locale][english]);
    assert.equal(CATALOGUE['This value is already used.'].de, 'Dieser Wert wird bereits verwendet.');
    assert.equal(CATALOGUE['This value is already used.'].fr, 'Cette valeur est déjà utilisée.');
  });

  test('Accept-Language: the best ranked of the 13 languages; English otherwise', () => {
    assert.equal(negotiateLocale(undefined), 'en');
    assert.equal(negotiateLocale('de'), 'de');
    assert.equal(negotiateLocale('de-CH,de;q=0.9'), 'de');
    assert.equal(negotiateLocale('es, fr;q=0.5, de;q=0.4'), 'es');
    assert.equal(negotiateLocale('sv, fr;q=0.5, de;q=0.4'), 'fr');
    assert.equal(negotiateLocale('de;q=0, fr;q=0.1'), 'fr');
    assert.equal(negotiateLocale('pt-BR'), 'pt');
    assert.equal(negotiateLocale('zh-Hant'), 'zh');
    assert.equal(negotiateLocale('zh-Hans-CN,zh;q=0.9'), 'zh');
    assert.equal(negotiateLocale('ar-EG'), 'ar');
    assert.equal(negotiateLocale('ja-JP,en;q=0.5'), 'ja');
    assert.equal(negotiateLocale('nl-BE, it-CH;q=0.8'), 'nl');
    assert.equal(negotiateLocale('tr_TR'), 'tr');
    assert.equal(negotiateLocale(['pl;q=0.5', 'xx, ru;q=0.9']), 'ru');
    assert.equal(negotiateLocale('pl;q=0.5, xx, ru;q=0.9'), 'ru');
    assert.equal(negotiateLocale('sv, nb;q=0.8'), 'en');
    assert.equal(negotiateLocale('*'), 'en');
    assert.equal(localizeMessage('Something new', 'de'), 'Something new');
    assert.equal(localizeMessage('Something new', 'ja'), 'Something new');
    assert.equal(localizeMessage('constructor', 'es'), 'constructor', 'no inherited property is a text');
  });
});
