/**
 * The English catalogue is the code's messages, id by id, both ways: every message the code
 * declares (an id with its English default) is in lang/en.json with that text, every id the code
 * names is there, and every id of lang/en.json is declared somewhere in the code. The 13 complete
 * languages hold the same ids; every message is valid ICU, takes the same arguments as English,
 * and has a plural clause for every count form its language uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { coverageOf, coverageTable, type Catalogue } from './coverage';
import { CATALOGUE_LOCALES } from './messages';

const LANG_DIR = path.resolve(__dirname, '../../lang');
const readCatalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(LANG_DIR, `${lang}.json`), 'utf8')) as Catalogue;
const en = readCatalogue('en');
const catalogues = Object.fromEntries(CATALOGUE_LOCALES.map((lang) => [lang, readCatalogue(lang)]));
const TRANSLATED = CATALOGUE_LOCALES.filter((lang) => lang !== 'en');

const SOURCE = path.resolve(__dirname, '..');
const DECLARATIONS = [
  // { id: 'x', defaultMessage: 'y' } and formatMessage({ id: 'x', defaultMessage: 'y' })
  /id:\s*(['"])([^'"]+)\1,\s*defaultMessage:\s*(['"])((?:\\.|(?!\3).)*)\3/gs,
  // <FormattedMessage id="x" defaultMessage="y" />
  /id=(['"])([^'"]+)\1\s+defaultMessage=(['"])((?:\\.|(?!\3).)*)\3/gs,
];
/** Any message id the code names, with or without a default: 'x.y' after `id:` or `id=`. */
const MESSAGE_ID = /\bid[:=]\s*\{?\s*(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const sources = sourceFiles(SOURCE).map((file) => fs.readFileSync(file, 'utf8'));

function declaredMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const text of sources)
    for (const pattern of DECLARATIONS)
      for (const match of text.matchAll(pattern)) messages.set(match[2], match[4].replace(/\\(['"])/g, '$1'));
  return messages;
}

/** Argument names of a message, nested plurals and tags included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** Count forms a plural argument misses: those the language uses for 0 to 200 with no clause. */
function missingPluralForms(elements: MessageFormatElement[], lang: string): string[] {
  const rules = new Intl.PluralRules(lang);
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural) return [];
    const forms = new Set<string>();
    for (let count = 0; count <= 200; count += 1) {
      const form = rules.select(count);
      if (!(`=${count}` in element.options) && !(form in element.options)) forms.add(form);
    }
    return [...forms];
  });
}

describe('message catalogues', () => {
  const declared = declaredMessages();

  it('English holds every message the code declares, with its default text', () => {
    const differing = [...declared].filter(([id, text]) => en[id] !== text);
    expect(differing).toEqual([]);
  });

  it('English holds every message id the code names', () => {
    const named = new Set(sources.flatMap((text) => [...text.matchAll(MESSAGE_ID)].map((match) => match[2])));
    expect(named.size).toBeGreaterThanOrEqual(declared.size);
    expect([...named].filter((id) => !(id in en))).toEqual([]);
  });

  it('English holds no message the code does not declare', () => {
    expect(Object.keys(en).filter((id) => !declared.has(id))).toEqual([]);
  });

  it.each(TRANSLATED)('%s has every id of English and no other', (lang) => {
    const { missing, extra } = coverageOf(lang, catalogues[lang], en);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(CATALOGUE_LOCALES)('%s: every message is ICU with the arguments of English and its plural forms', (lang) => {
    const problems: string[] = [];
    for (const [id, text] of Object.entries(catalogues[lang])) {
      let elements: MessageFormatElement[];
      try {
        elements = parse(text);
      } catch (error) {
        problems.push(`${id}: not ICU (${(error as Error).message})`);
        continue;
      }
      if (!(id in en)) continue;
      const own = [...argumentsOf(elements)].sort();
      const english = [...argumentsOf(parse(en[id]))].sort();
      if (own.join() !== english.join()) problems.push(`${id}: arguments ${own.join()} instead of ${english.join()}`);
      const forms = missingPluralForms(elements, lang);
      if (forms.length) problems.push(`${id}: no plural clause for ${forms.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(TRANSLATED)('%s is translated, not copied: the menu and the error page differ from English', (lang) => {
    for (const id of ['menu.contractMyList', 'error.notFound', 'translation.none']) {
      expect(catalogues[lang][id]).toEqual(expect.any(String));
      expect(catalogues[lang][id]).not.toBe(en[id]);
    }
  });

  it('prints the coverage of every catalogue', () => {
    const files = fs.readdirSync(LANG_DIR).filter((file) => /^[a-z]{2}\.json$/.test(file) && file !== 'en.json');
    const rows = files.map((file) => coverageOf(file.slice(0, 2), readCatalogue(file.slice(0, 2)), en));
    process.stdout.write(`Message catalogues against ${Object.keys(en).length} English ids:\n${coverageTable(rows)}\n`);
    expect(rows.map((row) => row.lang).sort()).toEqual([...TRANSLATED].sort());
  });
});
