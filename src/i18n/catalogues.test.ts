/**
 * The English catalogue is the code's messages, id by id, both ways: every message the code
 * declares (an id with its English default) is in lang/en.json with that text, and every id of
 * lang/en.json is declared somewhere in the code. The other catalogues hold the same ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import en from '../../lang/en.json';
import de from '../../lang/de.json';
import fr from '../../lang/fr.json';

const catalogues: Record<string, Record<string, string>> = { en, de, fr };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const SOURCE = path.resolve(__dirname, '..');
const DECLARATIONS = [
  // { id: 'x', defaultMessage: 'y' } and formatMessage({ id: 'x', defaultMessage: 'y' })
  /id:\s*(['"])([^'"]+)\1,\s*defaultMessage:\s*(['"])((?:\\.|(?!\3).)*)\3/gs,
  // <FormattedMessage id="x" defaultMessage="y" />
  /id=(['"])([^'"]+)\1\s+defaultMessage=(['"])((?:\\.|(?!\3).)*)\3/gs,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function declaredMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of DECLARATIONS)
      for (const match of text.matchAll(pattern)) messages.set(match[2], match[4].replace(/\\(['"])/g, '$1'));
  }
  return messages;
}

describe('message catalogues', () => {
  const declared = declaredMessages();

  it('English holds every message the code declares, with its default text', () => {
    const english = en as Record<string, string>;
    const differing = [...declared].filter(([id, text]) => english[id] !== text);
    expect(differing).toEqual([]);
  });

  it('English holds no message the code does not declare', () => {
    expect(Object.keys(en).filter((id) => !declared.has(id))).toEqual([]);
  });

  it('define the same ids in every language', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['de', 'fr'])('keep the placeholders and translate the menu in %s', (lang) => {
    const catalogue = catalogues[lang];
    for (const [id, text] of Object.entries(en))
      expect([id, placeholders(catalogue[id])]).toEqual([id, placeholders(text)]);
    expect(catalogue['menu.contractMyList']).not.toBe(en['menu.contractMyList']);
    expect(catalogue['error.notFound']).not.toBe(en['error.notFound']);
  });
});
