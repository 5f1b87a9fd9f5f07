import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_LOCALES } from './messages';
import { proIntlOf, textAt } from './proIntl';
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

  it('loads nothing for English (in the page) or a language without a catalogue', async () => {
    await expect(loadProTexts('en')).resolves.toBeUndefined();
    await expect(loadProTexts('sv')).resolves.toBeUndefined();
    expect(proTextsOf('sv_SE')).toEqual({});
  });

  it('gives pro-components English, never their Chinese defaults, where the console has no catalogue', async () => {
    const finnish = proIntlOf('fi');
    expect(finnish.getMessage('tableForm.reset', '重置')).toBe('Reset');
    expect(finnish.getMessage('tableForm.search', '搜索')).toBe('Query');
    expect(finnish.getMessage('tableForm.selectPlaceholder', '请选择')).toBe('Please select');
    // Languages pro-components know but the console does not speak are English too.
    expect(proIntlOf('sv').getMessage('tableForm.collapsed', '展开')).toBe('Expand');
    // A language of the console: its own text once loaded, English for one its texts lack.
    await loadProTexts('pt');
    const portuguese = proIntlOf('pt');
    expect(portuguese.getMessage('tableForm.search', '查询')).toBe('Consultar');
    expect(portuguese.getMessage('tableForm.reset', '重置')).toBe('Reset');
    expect(textAt({ pagination: { total: { range: ['a', 'b'] } } }, 'pagination.total.range[1]')).toBe('b');
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
