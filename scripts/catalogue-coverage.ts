/**
 * Prints language × % of the English message ids each lang/*.json holds, then the ids each one
 * lacks (or has beyond English). Exits non-zero when a catalogue is incomplete, so a merge that
 * brought new English ids shows what is left to translate.
 * Run: node --import tsx scripts/catalogue-coverage.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { coverageOf, coverageTable, type Catalogue } from '../src/i18n/coverage';

const dir = path.resolve(import.meta.dirname, '..', 'lang');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue;
const english = read('en.json');
const rows = fs
  .readdirSync(dir)
  .filter((file) => /^[a-z]{2}\.json$/.test(file) && file !== 'en.json')
  .sort()
  .map((file) => coverageOf(file.slice(0, 2), read(file), english));

console.log(`${Object.keys(english).length} English message ids\n`);
console.log(coverageTable(rows));
for (const { lang, missing, extra } of rows) {
  if (missing.length) console.log(`\n${lang} lacks:\n  ${missing.join('\n  ')}`);
  if (extra.length) console.log(`\n${lang} has ids English does not:\n  ${extra.join('\n  ')}`);
}
if (rows.some((row) => row.missing.length || row.extra.length)) process.exitCode = 1;
