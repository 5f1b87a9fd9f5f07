import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { REFRESH_TOKEN_INVALIDATE_PATH } from '../../contract/index.js';
import { buildTestApp, tokenFor } from './helpers.js';
import { servedRoutes, type ServedRoute } from './matrix-routes.js';
import { relinkArbitrary, relinkWorld } from './relink-generator.js';

/**
 * Generated garbage against every /api route: random JSON bodies (wrong types, huge strings,
 * nesting, nulls, unicode, prototype-pollution keys) and random query strings, as a supervisor and
 * as a tenant admin, then generated relinks (every role pointing address, provider and company
 * links at rows of any tenant). At least 5,000 requests; nothing may answer 5xx or show how the
 * server is built. Deterministic seed.
 */

const SEED = 20261121;
const REQUESTS_PER_ROUTE = 24;
const RELINKS = 1000;
const AT_LEAST = 5000;
let garbageSent = 0;

let app: FastifyInstance;
let routes: ServedRoute[];
let world: Awaited<ReturnType<typeof relinkWorld>>;
/** Minted before the garbage run, which may delete the users (their tokens then answer 401). */
const relinkTokens = new Map<string, string>();
const tokens: string[] = [];

before(async () => {
  app = await buildTestApp();
  await app.ready();
  tokens.push(await tokenFor(app, 'supervisor'), await tokenFor(app, 'tenant.admin'));
  // Taken before the garbage run deletes rows, so the relinks name rows that once existed.
  world = await relinkWorld(app);
  for (const userName of Object.keys(world.own)) relinkTokens.set(userName, await tokenFor(app, userName));
  // The event stream never ends while its caller may listen (events.test.ts covers it): an
  // injected request to it would wait for ever. A sign-out with the bearer ends every session of
  // the caller (sessions.test.ts covers it): the rest of the run would only meet 401s.
  routes = servedRoutes(app).filter(
    (r) =>
      r.url.startsWith('/api/') &&
      r.method !== 'HEAD' &&
      r.url !== '/api/events' &&
      r.url !== REFRESH_TOKEN_INVALIDATE_PATH,
  );
});
after(() => app?.close());

/** What an answer must never contain: stack frames, SQL, engine names, install paths. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat [^\s]+ \(?[^\s)]+:\d+:\d+\)?/],
  ['SQLite', /SQLITE/],
  ['an SQL syntax error', /syntax error/],
  ['SQL', /SELECT /],
  ['an install path', /node_modules/],
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    "'",
    '"; DROP TABLE users; --',
    '/api/tenants/2',
    '/api/companies/x',
    '../../etc/passwd',
    '\u0000',
    '💥',
    'ROLE_SUPERVISOR',
  ),
  fc.integer({ min: 1000, max: 70000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...POLLUTING_KEYS)), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Bodies that look like the resource's own (real field names) as well as pure noise. */
const FIELD_NAMES = [
  'name',
  'tenant',
  'roles',
  'activity',
  'company',
  'translations',
  'locale',
  'userName',
  'email',
  'url',
  'address',
  'provider',
  'template',
  'signedAt',
  'start',
  'entityId',
  'items',
  'contractTemplates',
  'id',
  '@id',
  ...POLLUTING_KEYS,
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 }),
  hostileValue,
);

const QUERY_KEYS = [
  'page',
  'itemsPerPage',
  'pagination',
  'order[name]',
  'order[id]',
  'order[__proto__]',
  'name',
  'tenant.id',
  'not_null[company]',
  'not_null[provider]',
  'start[after]',
  'realEnd[before]',
  'groupCompany',
  'kind',
  'entityId',
  'template',
  'userName',
  'orSearch_name',
  'current',
  'a[b][c]',
  'x[]',
  '__proto__',
  'constructor[prototype]',
];
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
      fc.oneof(hostileString, fc.integer().map(String)),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 2000))}`).join('&'));

const ID_VALUES = ['1', '2', '999999', '0', 'abc', '1e3', '-1', '%2e%2e', '00000000-0000-0000-0000-000000000000'];

function concreteUrl(url: string, random: () => number): string {
  return url.replace(/:\w+/g, () => ID_VALUES[Math.floor(random() * ID_VALUES.length)]);
}

function leakIn(body: string, sent: string): string | null {
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(body);
    // A created row may echo what was sent; only what the server adds counts.
    if (match && !sent.includes(match[0]))
      return `${what}: …${body.slice(Math.max(0, match.index - 60), match.index + 80)}…`;
  }
  return null;
}

test('thousands of generated requests: no 5xx, no stack trace or SQL in any answer', async () => {
  const bodies = fc.sample(hostileBody, { seed: SEED, numRuns: routes.length * REQUESTS_PER_ROUTE });
  const queries = fc.sample(hostileQuery, { seed: SEED + 1, numRuns: routes.length * REQUESTS_PER_ROUTE });
  let state = SEED;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let sent = 0;
  const failures: string[] = [];
  const started = Date.now();

  for (const [index, route] of routes.entries()) {
    for (let i = 0; i < REQUESTS_PER_ROUTE; i += 1) {
      const n = index * REQUESTS_PER_ROUTE + i;
      const query = queries[n];
      const url = `${concreteUrl(route.url, random)}${query ? `?${query}` : ''}`;
      const options: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url,
        headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
      };
      let payload = '';
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        payload = JSON.stringify(bodies[n]) ?? 'null';
        options.payload = payload;
        options.headers!['content-type'] = random() < 0.3 ? 'application/merge-patch+json' : 'application/ld+json';
      }
      const response = await app.inject(options);
      sent += 1;
      if (response.statusCode >= 500)
        failures.push(`${route.method} ${url.slice(0, 200)} → ${response.statusCode} (body ${payload.slice(0, 200)})`);
      const leak = leakIn(response.body, `${url} ${payload}`);
      if (leak) failures.push(`${route.method} ${url.slice(0, 200)} shows ${leak}`);
    }
  }
  const fives = failures.filter((f) => / → 5\d\d /.test(f)).length;
  garbageSent = sent;
  console.log(`fuzz: ${sent} requests to ${routes.length} routes in ${Date.now() - started} ms; ${fives} answered 5xx`);
  assert.deepEqual(failures.slice(0, 25), [], `${failures.length} bad answers`);
});

test('generated relinks of every role and link field: no 5xx, no internals', async () => {
  const relinks = fc.sample(relinkArbitrary(world), { seed: SEED + 2, numRuns: RELINKS });
  const failures: string[] = [];
  const started = Date.now();
  for (const relink of relinks) {
    const payload = JSON.stringify(relink.payload);
    const response = await app.inject({
      method: relink.method,
      url: relink.url,
      headers: {
        authorization: `Bearer ${relinkTokens.get(relink.user)}`,
        'content-type': 'application/merge-patch+json',
      },
      payload,
    });
    if (response.statusCode >= 500)
      failures.push(`${relink.user} ${relink.method} ${relink.url} ${payload} → ${response.statusCode}`);
    const leak = leakIn(response.body, `${relink.url} ${payload}`);
    if (leak) failures.push(`${relink.method} ${relink.url} shows ${leak}`);
  }
  const total = garbageSent + relinks.length;
  console.log(`fuzz: ${relinks.length} relinks in ${Date.now() - started} ms; ${total} requests in all`);
  assert.deepEqual(failures.slice(0, 25), [], `${failures.length} bad answers`);
  assert.ok(total >= AT_LEAST, `only ${total} generated requests`);
});

test('every write route: malformed JSON is a 400, a foreign content type a 415', async () => {
  const writes = routes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));
  assert.ok(writes.length > 30);
  for (const route of writes) {
    const url = concreteUrl(route.url, () => 0);
    const headers = { authorization: `Bearer ${tokens[0]}` };
    const malformed = await app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "unterminated',
    });
    assert.equal(
      malformed.statusCode,
      400,
      `${route.method} ${url} with malformed JSON: ${malformed.body.slice(0, 200)}`,
    );
    const foreign = await app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: 'a,b\n1,2',
    });
    assert.equal(foreign.statusCode, 415, `${route.method} ${url} with text/csv: ${foreign.body.slice(0, 200)}`);
  }
});
