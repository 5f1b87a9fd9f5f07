import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RESOURCES } from '../../contract/index.js';
import { CSV_LABEL_MAX_LENGTH, inert } from '../src/resources/engine/csv.js';
import { getAs } from './api-helpers.js';
import { as, buildTestApp, tokenFor } from './helpers.js';

/**
 * CSV export (issue 9): GET /api/<collection>.csv streams every row of the collection GET's own
 * query — the caller's scope, the filters and the order — as UTF-8 with a BOM and RFC 4180 quoting.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

const BOM = '\uFEFF';

async function csvAs(userName: string, url: string) {
  const response = await as(app, userName, { method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** Records of a CSV text (no field of these tests holds a line break). */
const recordsOf = (text: string): string[] => text.replace(BOM, '').split('\r\n').slice(0, -1);

test('the answer is an attachment of UTF-8 CSV with a BOM, a header row and CRLF lines', async () => {
  const { status, headers, text } = await csvAs(
    'supervisor',
    '/api/companies.csv?column=name&column=tenant&label=Name&label=Tenant',
  );
  assert.equal(status, 200);
  assert.match(String(headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.match(String(headers['content-disposition']), /^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
  assert.ok(text.startsWith(BOM), 'starts with the byte order mark');
  assert.ok(text.endsWith('\r\n'));
  const [header, ...rows] = recordsOf(text);
  assert.equal(header, 'Name,Tenant');
  // Relations the item names (tenantName beside tenant) are exported by name, not IRI.
  assert.ok(rows.includes('Acme Retail GmbH,Acme'), rows.join('\n'));
  assert.ok(!text.includes('/api/tenants/'));
  // Umlauts arrive intact in UTF-8.
  assert.ok(
    rows.some((row) => row.startsWith('Zürich Customer AG,')),
    rows.join('\n'),
  );
  assert.ok(Buffer.from(text, 'utf8').includes(Buffer.from('Zürich', 'utf8')));
});

test("the caller's scope holds: globex.admin's export has no Acme rows, the supervisor's has both tenants", async () => {
  const globex = recordsOf((await csvAs('globex.admin', '/api/companies.csv?column=name&column=tenant')).text);
  assert.ok(globex.length > 1, 'globex has companies');
  assert.ok(
    globex.slice(1).every((row) => !/Acme|Zürich/.test(row)),
    globex.join('\n'),
  );
  const json = await getAs<{ 'hydra:totalItems': number }>(app, 'globex.admin', '/api/companies');
  assert.equal(globex.length - 1, json.body['hydra:totalItems'], 'every row of the list, no more');

  const all = recordsOf((await csvAs('supervisor', '/api/companies.csv?column=name&column=tenant')).text);
  assert.ok(all.some((row) => row.endsWith(',Acme')) && all.some((row) => row.endsWith(',Globex')), all.join('\n'));
  // A role that may not list the type is refused as the JSON list is.
  assert.equal((await csvAs('customer', '/api/tenants.csv')).status, 403);
});

test('filters and order apply exactly as on the JSON list, over every page', async () => {
  const filtered = recordsOf((await csvAs('supervisor', '/api/companies.csv?column=name&name=zurich')).text);
  assert.deepEqual(filtered.slice(1), ['Zürich Customer AG']);

  const ordered = recordsOf(
    (await csvAs('supervisor', '/api/companies.csv?column=name&order[name]=desc&itemsPerPage=2')).text,
  );
  const names = ordered.slice(1);
  const json = await getAs<{ 'hydra:member': { name: string }[]; 'hydra:totalItems': number }>(
    app,
    'supervisor',
    '/api/companies?order[name]=desc&itemsPerPage=100',
  );
  assert.deepEqual(
    names,
    json.body['hydra:member'].map((company) => company.name),
    'page size is ignored: all pages',
  );
  // A malformed filter is the JSON list's 400, before any CSV is sent.
  const bad = await csvAs('supervisor', '/api/contracts.csv?start[after]=yesterday');
  assert.equal(bad.status, 400);
  assert.match(bad.text, /start\[after\] should be a date/);
});

test('fields with quotes, commas and line breaks are quoted by RFC 4180', async () => {
  const tricky = 'Müller "Söhne", Köln\nZweigstelle';
  await app.db.kysely.updateTable('companies').set({ name: tricky }).where('name', '=', 'Acme Retail GmbH').execute();
  try {
    const { text } = await csvAs('supervisor', '/api/companies.csv?column=name&column=groupCompany&name=Söhne');
    assert.equal(text, `${BOM}name,groupCompany\r\n"Müller ""Söhne"", Köln\nZweigstelle",false\r\n`);
  } finally {
    await app.db.kysely.updateTable('companies').set({ name: 'Acme Retail GmbH' }).where('name', '=', tricky).execute();
  }
});

test('a name a spreadsheet would run as a formula is exported as text; negative numbers stay numbers', async () => {
  const formula = '=HYPERLINK("http://evil.example","Acme")';
  await app.db.kysely.updateTable('companies').set({ name: formula }).where('name', '=', 'Acme Retail GmbH').execute();
  try {
    const { text } = await csvAs('supervisor', '/api/companies.csv?column=name&name=HYPERLINK');
    assert.equal(text, `${BOM}name\r\n"'=HYPERLINK(""http://evil.example"",""Acme"")"\r\n`);
  } finally {
    await app.db.kysely
      .updateTable('companies')
      .set({ name: 'Acme Retail GmbH' })
      .where('name', '=', formula)
      .execute();
  }
  assert.equal(inert('-5'), '-5');
  assert.equal(inert('+41 44 000'), "'+41 44 000");
  assert.equal(inert('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(inert('Acme'), 'Acme');
});

test('a label a spreadsheet would run as a formula is a text header, as any cell is', async () => {
  const formula = '=HYPERLINK("http://evil.example","Click")';
  const query = new URLSearchParams([
    ['column', 'name'],
    ['column', 'tenant'],
    ['column', 'groupCompany'],
    ['label', formula],
    ['label', '@SUM(A1)'],
    ['label', '\t=1+1'],
    ['name', 'Zürich'],
  ]);
  const { status, text } = await csvAs('supervisor', `/api/companies.csv?${query.toString()}`);
  assert.equal(status, 200);
  const [header] = recordsOf(text);
  assert.equal(header, `"'=HYPERLINK(""http://evil.example"",""Click"")",'@SUM(A1),'\t=1+1`);
  // A plain label stays as written, a number stays a number.
  const plain = await csvAs('supervisor', '/api/companies.csv?column=name&column=groupCompany&label=Name&label=-1');
  assert.equal(recordsOf(plain.text)[0], 'Name,-1');
});

test('a column that is not a field of the items is a 400 naming it, before any CSV is sent', async () => {
  // The attack run's header injection through the column itself: it never reaches a header row.
  const formula = await csvAs('supervisor', `/api/companies.csv?column=${encodeURIComponent('=1+1')}`);
  assert.equal(formula.status, 400);
  assert.match(String(formula.headers['content-type']), /^application\/ld\+json/);
  const body = JSON.parse(formula.text) as { '@type': string; 'hydra:description': string };
  assert.equal(body['@type'], 'hydra:Error');
  assert.equal(
    body['hydra:description'],
    `Unknown column "=1+1"; the columns of this list are ${RESOURCES.companies.fields.join(', ')}`,
  );

  for (const column of ['password', 'storage_name', 'constructor', '__proto__', '@id', 'tenantName.length']) {
    const answer = await csvAs('supervisor', `/api/users.csv?column=userName&column=${encodeURIComponent(column)}`);
    assert.equal(answer.status, 400, column);
    const { 'hydra:description': said } = JSON.parse(answer.text) as { 'hydra:description': string };
    assert.ok(said.startsWith(`Unknown column ${JSON.stringify(column)};`), said);
  }
  // In the caller's language, like every other 400.
  const german = await as(app, 'supervisor', {
    method: 'GET',
    url: '/api/tenants.csv?column=secret',
    headers: { 'accept-language': 'de' },
  });
  assert.equal(german.statusCode, 400);
  assert.match(
    german.json()['hydra:description'],
    /^Unbekannte Spalte "secret"; die Spalten dieser Liste sind id, name,/,
  );
});

test('labels are bounded: one per column at most, each at most CSV_LABEL_MAX_LENGTH characters', async () => {
  const description = async (url: string) => {
    const answer = await csvAs('supervisor', url);
    assert.equal(answer.status, 400, url);
    return (JSON.parse(answer.text) as { 'hydra:description': string })['hydra:description'];
  };
  assert.equal(
    await description('/api/companies.csv?column=name&label=Name&label=Extra'),
    'Too many label values: at most 1',
  );
  const fields = RESOURCES.companies.fields.length;
  assert.equal(
    await description(`/api/companies.csv?${'label=x&'.repeat(fields + 1)}`),
    `Too many label values: at most ${fields}`,
  );
  // Each field once, and up to 50 more for translated fields in one language each.
  assert.equal(
    await description(`/api/companies.csv?${'column=name&'.repeat(fields + 51)}`),
    `Too many column values: at most ${fields + 50}`,
  );
  assert.equal(
    await description(`/api/companies.csv?column=name&label=${'x'.repeat(CSV_LABEL_MAX_LENGTH + 1)}`),
    `label should have at most ${CSV_LABEL_MAX_LENGTH} characters`,
  );
  const longest = await csvAs('supervisor', `/api/companies.csv?column=name&label=${'x'.repeat(CSV_LABEL_MAX_LENGTH)}`);
  assert.equal(longest.status, 200);
});

test("cells are words: names for references, the console's words for codes and flags, one language, stated dates", async () => {
  // References by name, computed columns as on screen, codes and flags in the words given.
  const words = new URLSearchParams([
    ['column', 'userName'],
    ['column', 'fullName'],
    ['column', 'roles'],
    ['column', 'activity'],
    ['column', 'company'],
    ['word', 'roles:ROLE_TENANT_ADMIN:Mandantenadmin'],
    ['word', 'activity:true:Ja'],
    ['word', 'activity:false:Nein'],
  ]);
  const users = recordsOf((await csvAs('tenant.admin', `/api/users.csv?orSearch_name=tenant.admin&${words}`)).text);
  assert.equal(users.length, 2, users.join('\n'));
  assert.match(users[1]!, /^tenant\.admin,[^,]+,Mandantenadmin,Ja,Acme Group$/);
  const inactive = recordsOf((await csvAs('tenant.admin', `/api/users.csv?orSearch_name=inactive&${words}`)).text);
  assert.match(inactive[1]!, /,Nein,Acme Retail GmbH$/);

  // A contract: its company named, its template's title in the caller's language, its state, a stated date.
  const contracts = await as(app, 'tenant.admin', {
    method: 'GET',
    url: '/api/contracts.csv?column=templateTranslations&column=recipientCompany&column=start&column=realEnd&column=state&word=state:WAITING:Wartet&word=state:SIGNED:Unterschrieben&word=state:NOT_SENT:Nicht%20gesendet',
    headers: { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' },
  });
  const rows = recordsOf(contracts.body).slice(1);
  assert.ok(rows.length > 0);
  assert.ok(!contracts.body.includes('/api/'), contracts.body);
  for (const row of rows) {
    const [title, company, start, end, state] = row.split(',');
    assert.ok(title && company, row);
    assert.match(start!, /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, row);
    assert.match(end!, /^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?)?$/, row);
    assert.ok(['Wartet', 'Unterschrieben', 'Nicht gesendet'].includes(state!), row);
  }
  // Named, not cut to the IRI's key.
  assert.ok(
    rows.some((row) => row.split(',')[1] === 'Zürich Customer AG'),
    rows.join('\n'),
  );

  // Translations: the caller's language, then English; another language in a column of its own.
  const list = await as(app, 'tenant.admin', { method: 'GET', url: '/api/contract_categories?itemsPerPage=100' });
  const category = (list.json() as { 'hydra:member': { translations: { locale: string; title: string }[] }[] })[
    'hydra:member'
  ].find((item) => ['de', 'fr', 'en'].every((locale) => item.translations.some((t) => t.locale === locale)))!;
  const title = (locale: string) => category.translations.find((t) => t.locale === locale)!.title;
  const translated = await as(app, 'tenant.admin', {
    method: 'GET',
    url: '/api/contract_categories.csv?column=translations&column=translations@fr&column=translations@xx',
    headers: { 'accept-language': 'de' },
  });
  assert.ok(recordsOf(translated.body).includes(`${title('de')},${title('fr')},`), translated.body);
  const finnish = await as(app, 'tenant.admin', {
    method: 'GET',
    url: '/api/contract_categories.csv?column=translations',
    headers: { 'accept-language': 'fi' },
  });
  assert.ok(recordsOf(finnish.body).includes(title('en')), finnish.body);

  // Country tags name their countries.
  const tags = recordsOf((await csvAs('tenant.admin', '/api/country_tags.csv?column=name&column=countries')).text);
  assert.ok(
    tags.slice(1).some((row) => /,"?[A-Z][a-z]+/.test(row) && !row.includes('/api/')),
    tags.join('\n'),
  );

  // Words are inert and bounded, and only for the list's columns.
  const formula = recordsOf(
    (await csvAs('tenant.admin', `/api/users.csv?orSearch_name=tenant.admin&column=activity&word=activity:true:=1%2B1`))
      .text,
  );
  assert.equal(formula[1], "'=1+1");
  for (const bad of ['nope:true:Yes', 'activity:Yes', `activity:true:${'x'.repeat(CSV_LABEL_MAX_LENGTH + 1)}`]) {
    const answer = await csvAs('tenant.admin', `/api/users.csv?column=activity&word=${encodeURIComponent(bad)}`);
    assert.equal(answer.status, 400, bad);
  }
  const many = await csvAs('tenant.admin', `/api/users.csv?column=activity&${'word=activity:true:Ja&'.repeat(201)}`);
  assert.equal(many.status, 400);
});

test('every field an item carries is a column, and every column is a field of the items', async () => {
  let checked = 0;
  const unlisted = new Set<string>();
  for (const resource of Object.values(RESOURCES)) {
    if (resource.fields.length === 0) continue; // translations: written only, never listed
    const list = await as(app, 'supervisor', { method: 'GET', url: `/api/${resource.path}?itemsPerPage=100` });
    if (list.statusCode !== 200) continue;
    const members = (list.json() as { 'hydra:member': Record<string, unknown>[] })['hydra:member'];
    for (const member of members)
      for (const key of Object.keys(member).filter((key) => !key.startsWith('@')))
        if (!(resource.fields as readonly string[]).includes(key)) unlisted.add(`${resource.path}: ${key}`);
    const every = new URLSearchParams(resource.fields.map((field): [string, string] => ['column', field]));
    const csv = await csvAs('supervisor', `/api/${resource.path}.csv?${every.toString()}`);
    assert.equal(csv.status, 200, `${resource.path}.csv with every field`);
    assert.equal(recordsOf(csv.text)[0], resource.fields.join(','));
    if (members.length > 0) checked += 1;
  }
  assert.deepEqual([...unlisted], [], 'fields items carry that contract/resources.ts does not list');
  assert.ok(checked >= 15, `${checked} collections with items checked`);
});

test('100,000 contracts stream out in bounded memory', async () => {
  const template = await app.db.kysely
    .selectFrom('contracts')
    .selectAll()
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const count = 100_000;
  const started = Date.now();
  // One INSERT … SELECT over a generated series, the same on SQLite and PostgreSQL (whose
  // parameters in a select list need their type named).
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into contracts (tenant_id, template_id, recipient_company_id, start, real_end, created_at)
    select cast(${template.tenant_id} as integer), cast(${template.template_id} as integer),
      cast(${template.recipient_company_id} as integer), ${template.start}, null, ${template.created_at} from n`.execute(
    app.db.kysely,
  );
  const inserted = Date.now() - started;

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await tokenFor(app, 'supervisor', 3600);
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const streamed = Date.now();
  const response = await fetch(`${address}/api/contracts.csv?column=id&column=start&column=recipientCompany`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  assert.equal(response.status, 200);
  let bytes = 0;
  let lines = 0;
  // Read and counted, never kept: the test itself must not hold the file.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sample);
  const total = Number(
    (
      await app.db.kysely
        .selectFrom('contracts')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
  console.log(
    `CSV export of ${total} contracts: ${mb(bytes)} MB, ${lines} lines in ${Date.now() - streamed} ms ` +
      `(insert ${inserted} ms); peak growth: heap ${mb(peakHeap - baseline.heapUsed)} MB, rss ${mb(peakRss - baseline.rss)} MB`,
  );
  assert.equal(lines, total + 1, 'a header and one line per contract');
  // The file is several MB; holding it (and its serialised items) would grow the heap far more. The
  // peak counts garbage not yet collected too: up to 48 MB on Node 20, 65 MB on Node 24, whose V8
  // collects the young generation less often.
  assert.ok(peakHeap - baseline.heapUsed < 96 * 1024 * 1024, `heap grew ${mb(peakHeap - baseline.heapUsed)} MB`);
});
