import fs from 'node:fs';
import path from 'node:path';
import { replacementOf } from '../../../scripts/build/trims';
import { PRO_TEXTS_LOCALES } from '../../i18n/proTexts';
import type * as ProTexts from '../../i18n/proTexts';

const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/**
 * The stand-in as the build gives it to pro-provider for one language (`ProProviderTexts.ts?de_DE`),
 * with the console's module that fills it (loaded afresh with it).
 */
function standInFor(proLocale: string) {
  let loaded: [{ default: Record<string, unknown> }, typeof ProTexts] | undefined;
  jest.isolateModules(() => {
    Object.assign(globalThis, { __resourceQuery: `?${proLocale}` });
    loaded = [jest.requireActual('./ProProviderTexts'), jest.requireActual('../../i18n/proTexts')];
  });
  return loaded!;
}

const localeFolder = path.dirname(require.resolve('@ant-design/pro-provider/lib/locale/en_US'));
const languages = Object.entries(PRO_TEXTS_LOCALES);

describe("the stand-in for pro-provider's texts in the console's languages", () => {
  afterEach(() => {
    delete (globalThis as { __resourceQuery?: string }).__resourceQuery;
  });

  it.each(languages)('stands in for a file pro-provider has (%s: %s)', (_code, proLocale) => {
    expect(fs.existsSync(path.join(localeFolder, `${proLocale}.js`))).toBe(true);
  });

  it.each(languages)("carries pro-provider's own %s texts once the language loads (%s)", async (code, proLocale) => {
    const [standIn, { loadProTexts, proTextsOf }] = standInFor(proLocale);
    const real = jest.requireActual<{ default: Record<string, unknown> }>(
      `@ant-design/pro-provider/es/locale/${proLocale}`,
    );
    expect(names(standIn)).toEqual(expect.arrayContaining(names(real)));
    // The object the language's loading fills (and proIntl.ts reads), empty in the page until then.
    expect(standIn.default).toBe(proTextsOf(proLocale));
    expect(standIn.default).toEqual({});
    await loadProTexts(code);
    expect(standIn.default).toEqual(real.default);
    expect(Object.keys(standIn.default)).toEqual(expect.arrayContaining(['tableForm', 'tableToolBar']));
  });

  it('gives pro-provider English for the languages it knows and the console does not speak', () => {
    const intl = path.join(localeFolder, '..', '..', 'es', 'intl.js');
    const fileOf = (proLocale: string) => path.join(localeFolder, '..', '..', 'es', 'locale', proLocale);
    const byOf = (proLocale: string) => replacementOf(`./locale/${proLocale}`, fileOf(proLocale), intl)?.by;
    const others = fs
      .readdirSync(localeFolder)
      .map((name) => name.replace(/\.js$/, ''))
      .filter((name) => /^[a-z]{2}_[A-Z]{2}$/.test(name) && name !== 'en_US')
      .filter((name) => !Object.values(PRO_TEXTS_LOCALES).includes(name));
    expect(others).toEqual(expect.arrayContaining(['sv_SE', 'ko_KR']));
    for (const proLocale of others) expect(byOf(proLocale)).toBe('./locale/en_US');
    expect(byOf('de_DE')).toBe(`${path.join(__dirname, 'ProProviderTexts.ts')}?de_DE`);
    expect(byOf('en_US')).toBeUndefined();
  });
});
