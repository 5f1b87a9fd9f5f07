import { HIDDEN_ROUTES, MENU } from '../access/menu';
import en from '../../lang/en.json';
import de from '../../lang/de.json';
import fr from '../../lang/fr.json';

const catalogues: Record<string, Record<string, string>> = { en, de, fr };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('define the same ids in every language', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold every menu label, in English exactly as its default', () => {
    const entries = [...MENU, ...MENU.flatMap((entry) => entry.children ?? []), ...HIDDEN_ROUTES];
    for (const entry of entries) {
      expect((en as Record<string, string>)[entry.label.id]).toBe(entry.label.defaultMessage);
    }
  });

  it.each(['de', 'fr'])('keep the placeholders and translate the menu in %s', (lang) => {
    const catalogue = catalogues[lang];
    for (const [id, text] of Object.entries(en))
      expect([id, placeholders(catalogue[id])]).toEqual([id, placeholders(text)]);
    expect(catalogue['menu.contractMyList']).not.toBe(en['menu.contractMyList']);
    expect(catalogue['error.notFound']).not.toBe(en['error.notFound']);
  });
});
