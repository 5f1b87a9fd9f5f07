/**
 * Would Fastify's response schemas speed up the lists? They serialise a reply with
 * fast-json-stringify compiled from the schema instead of JSON.stringify (issue 23 asks to measure
 * it where it could). This builds the platform server in process on the demo data, reads one page
 * of each list as the supervisor, fills the page to 30 members with copies of its own members (the
 * lists' default page), and times both serialisers on that body, alternating, in rounds. It also
 * says whether the two give the same JSON: fast-json-stringify leaves out what the schema lacks.
 *
 *   npm run bench:serialise [-- --rounds=7 --iterations=2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { hydraCollectionSchema, ITEM_SCHEMAS, ROLES, type ItemSchemaPath } from '../../contract/index.js';
import { buildApp } from '../src/app.js';
import { benchToken, option } from './bench-server.js';

const rounds = Number(option('rounds') ?? 7);
const iterations = Number(option('iterations') ?? 2000);
const PAGE = 30;
const LISTS: readonly ItemSchemaPath[] = [
  'contracts',
  'companies',
  'users',
  'contract_templates',
  'files',
  'contract_versions',
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Microseconds per call of `serialise(body)`, over `iterations` calls. */
function timeOf(serialise: (body: unknown) => string, body: unknown): number {
  let length = 0;
  const start = process.hrtime.bigint();
  for (let index = 0; index < iterations; index++) length += serialise(body).length;
  const elapsed = Number(process.hrtime.bigint() - start) / 1000 / iterations;
  if (length === 0) throw new Error('nothing serialised');
  return elapsed;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-serialise-'));
  const app = await buildApp({
    logger: false,
    config: { sqliteFile: ':memory:', dataDir, consoleDir: '/nonexistent', shedEventLoopDelayMs: 0 },
  });
  const token = await benchToken(app.db.kysely, app.keys, 'supervisor', [ROLES.SUPERVISOR]);
  console.log(`${rounds} rounds of ${iterations} serialisations of a ${PAGE}-member page, alternating; µs per page`);
  console.log('list                      JSON.stringify   fast-json-stringify   ratio   same JSON   request (µs)');
  for (const list of LISTS) {
    const url = `/api/${list}?itemsPerPage=${PAGE}`;
    const request = async () =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' } });
    const answer = await request();
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    const body = JSON.parse(answer.body) as { 'hydra:member': unknown[] };
    const members = body['hydra:member'];
    if (members.length === 0) throw new Error(`${url}: no members in the demo data`);
    body['hydra:member'] = Array.from({ length: PAGE }, (_, index) => members[index % members.length]);
    const bySchema = fastJson(hydraCollectionSchema(ITEM_SCHEMAS[list]) as unknown as Parameters<typeof fastJson>[0]);
    const same = isDeepStrictEqual(JSON.parse(bySchema(body)), body);
    const plain: number[] = [];
    const schema: number[] = [];
    timeOf(JSON.stringify, body);
    timeOf(bySchema, body);
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        plain.push(timeOf(JSON.stringify, body));
        schema.push(timeOf(bySchema, body));
      } else {
        schema.push(timeOf(bySchema, body));
        plain.push(timeOf(JSON.stringify, body));
      }
    }
    // What a whole request of the real page costs in process, for scale.
    const requests: number[] = [];
    for (let index = 0; index < 200; index++) {
      const start = process.hrtime.bigint();
      await request();
      requests.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    const [p, s] = [median(plain), median(schema)];
    console.log(
      `${list.padEnd(26)}${p.toFixed(1).padStart(14)}${s.toFixed(1).padStart(22)}${(s / p).toFixed(2).padStart(8)}` +
        `${(same ? 'yes' : 'NO').padStart(12)}${median(requests).toFixed(0).padStart(15)}`,
    );
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
