/**
 * The build replaces the pro-field components in unusedProFields.ts with a stub that throws: no
 * screen may use their value types. Reads the console's sources as the build sees them (column
 * and search value types, ProForm field components) and fails on any use of a stubbed one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRO_FORM_VALUE_TYPES, UNUSED_PRO_FIELDS, unusedValueTypes } from './unusedProFields';

const SRC = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'bundle' && dir.endsWith('app') ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every value type the sources name: `valueType: 'x'`, `valueType?: 'x' | 'y'` and ProForm field components. */
export function valueTypesUsed(files: readonly string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (type: string, file: string) => used.set(type, [...(used.get(type) ?? []), path.relative(SRC, file)]);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/valueType\??\s*[:=]\s*((?:'[A-Za-z]+'\s*\|?\s*)+)/g))
      for (const literal of match[1].matchAll(/'([A-Za-z]+)'/g)) note(literal[1], file);
    for (const match of text.matchAll(/import\s*{([^}]*)}\s*from\s*'@ant-design\/pro-(?:components|form)'/g))
      for (const name of match[1].split(',').map((part) => part.trim().replace(/^type\s+/, '')))
        if (PRO_FORM_VALUE_TYPES[name]) note(PRO_FORM_VALUE_TYPES[name], file);
  }
  return used;
}

test('no screen uses a value type whose pro-field component the build stubs out', () => {
  const used = valueTypesUsed(sources(SRC));
  const stubbed = unusedValueTypes();
  const conflicts = [...used]
    .filter(([type]) => stubbed.has(type))
    .map(([type, files]) => `${type}: ${files.join(', ')}`);
  expect(conflicts).toEqual([]);
  // The scan finds what the screens do use, so it is reading the right places.
  expect([...used.keys()]).toEqual(expect.arrayContaining(['date', 'select', 'text', 'textarea', 'switch', 'digit']));
});

test('the scan sees a stubbed value type when a source names one', () => {
  const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stubs-')), 'probe.tsx');
  fs.writeFileSync(
    probe,
    "import { ProFormRate } from '@ant-design/pro-components';\nconst c = { valueType: 'colorless' as const, valueType2: 1 };\nconst d = { valueType: 'treeSelect' };\n",
  );
  const used = valueTypesUsed([probe]);
  expect(unusedValueTypes().has('rate') && used.has('rate')).toBe(true);
  expect(used.has('treeSelect')).toBe(true);
  expect(Object.keys(UNUSED_PRO_FIELDS)).not.toContain('DatePicker');
});
