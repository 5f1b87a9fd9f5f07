/**
 * Checks every audit hash chain of the database the server would use (DATABASE_URL, or the SQLite
 * file in DATA_DIR / SQLITE_FILE): exit 0 when every chain holds, 1 naming the first broken entry.
 *
 *   npm run audit:verify
 */
import { describeBroken, verifyChains } from '../src/audit/verify.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    const report = await verifyChains(db.kysely);
    if (report.broken) {
      console.error(`audit:verify: BROKEN: ${describeBroken(report.broken)}`);
      process.exitCode = 1;
      return;
    }
    console.log(`audit:verify: ${report.chains.length} chains, ${report.entries} entries: every chain holds`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`audit:verify: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
