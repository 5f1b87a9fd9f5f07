/**
 * Seeds the large performance data set into the database the server would use
 * (DATABASE_URL, or the SQLite file in DATA_DIR / SQLITE_FILE), after migrating it and
 * seeding the demo data first (unless SEED_DEMO=0), so demo users can sign in and see it.
 *
 *   node --import tsx server/scripts/seed-large.ts [--tenants=50] [--companies=20000] [--users=50000] [--contracts=100000]
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seeds/seed.js';
import { LARGE_SEED_COUNTS, seedLarge, type LargeSeedCounts } from '../src/seeds/seed-large.js';

function countsFromArguments(args: string[]): LargeSeedCounts {
  const counts = { ...LARGE_SEED_COUNTS };
  for (const arg of args) {
    const match = /^--(tenants|companies|users|contracts|templatesPerTenant)=(\d+)$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}`);
    counts[match[1] as keyof LargeSeedCounts] = Number(match[2]);
  }
  if (counts.tenants < 1 || counts.companies < counts.tenants || counts.users < counts.tenants) {
    throw new Error('need at least one tenant, and at least one company and one user per tenant');
  }
  return counts;
}

async function main(): Promise<void> {
  const counts = countsFromArguments(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    const target = db.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.sqliteFile}`;
    console.log(`seed-large: ${target}; ${JSON.stringify(counts)}`);
    await migrateToLatest(db);
    if (config.seedDemo) await seedDemoData(db);
    const written = await seedLarge(db, counts, (line) => console.log(`seed-large: ${line}`));
    for (const [table, rows] of Object.entries(written)) console.log(`  ${table.padEnd(40)} ${rows}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed-large: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
