import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_LOCALES } from './messages';
import { loadProTexts, PRO_TEXTS_LOCALES, proTextsOf } from './proTexts';

jest.mock('@ant-design/pro-provider/es/locale/pt_BR.js', () => ({
  __esModule: true,
  default: { tableForm: { search: 'Consultar' } },
}));

describe("pro-components' texts by language", () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('gives pro-provider one object per language, filled in place when the language loads', async () => {
    const portuguese = proTextsOf('pt_BR');
    expect(proTextsOf('pt_BR')).toBe(portuguese);
    expect(proTextsOf('de_DE')).not.toBe(portuguese);
    expect(portuguese).toEqual({});

    process.env.NODE_ENV = 'production';
    await loadProTexts('pt');
    expect(portuguese).toEqual({ tableForm: { search: 'Consultar' } });
  });

  it('loads nothing for English (in the page) or a language without a catalogue, nor outside a production build', async () => {
    process.env.NODE_ENV = 'production';
    await expect(loadProTexts('en')).resolves.toBeUndefined();
    await expect(loadProTexts('sv')).resolves.toBeUndefined();
    process.env.NODE_ENV = 'test';
    await loadProTexts('de');
    expect(proTextsOf('de_DE')).toEqual({});
  });

  it('covers the languages the console has catalogues for, but English', () => {
    expect(Object.keys(PRO_TEXTS_LOCALES).sort()).toEqual(CATALOGUE_LOCALES.filter((code) => code !== 'en').sort());
  });

  it('builds a chunk for exactly those languages (the webpackInclude list)', () => {
    const source = fs.readFileSync(path.join(__dirname, 'proTexts.ts'), 'utf8');
    const included = /webpackInclude: \/\[\\\\\/\]\(\?:([A-Za-z_|]+)\)/.exec(source)?.[1]?.split('|');
    expect(included?.sort()).toEqual(Object.values(PRO_TEXTS_LOCALES).sort());
  });
});
