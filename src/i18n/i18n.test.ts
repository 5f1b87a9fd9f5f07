import { DEFAULT_LOCALE, LOCALES, isLocaleCode, localeOf } from './locales';
import { localisedPath, routeName, splitLocale } from './paths';
import { NONE_TRANSLATION, translate } from './translate';
import { capitalize, excerpt, formatDate, localeString, lowercase, title, uppercase } from './filters';
import { loadMessages } from './messages';

describe('locales', () => {
  it('offers about 130 two-letter locales with English as the default', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(130);
    expect(LOCALES.length).toBeLessThanOrEqual(180);
    expect(LOCALES.every((locale) => /^[a-z]{2}$/.test(locale.code))).toBe(true);
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(LOCALES.length);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(localeOf('de')).toEqual({ code: 'de', iso: 'de-DE', name: 'Deutsch' });
    expect(isLocaleCode('fr')).toBe(true);
    expect(isLocaleCode('xx')).toBe(false);
  });
});

describe('locale paths', () => {
  it.each([
    ['/tenant', 'de', '/de/tenant'],
    ['/tenant', 'en', '/tenant'],
    ['/', 'de', '/de'],
    ['/', 'en', '/'],
    ['contract/list', 'fr', '/fr/contract/list'],
    ['/tenant', 'zz', '/tenant'],
  ])('%s in %s is %s', (path, lang, expected) => {
    expect(localisedPath(path, lang)).toBe(expected);
  });

  it.each([
    ['/de/tenant', { lang: 'de', path: '/tenant' }],
    ['/de', { lang: 'de', path: '/' }],
    ['/tenant', { lang: 'en', path: '/tenant' }],
    ['/', { lang: 'en', path: '/' }],
    ['/contract/list', { lang: 'en', path: '/contract/list' }],
    // 'us' is not a locale of the console, so it is a page path, not a prefix.
    ['/us/x', { lang: 'en', path: '/us/x' }],
    ['/en/tenant', { lang: 'en', path: '/en/tenant' }],
  ])('splits %s', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });

  it('names routes with the locale suffix', () => {
    expect(routeName('contract-template-id', 'de')).toBe('contract-template-id___de');
  });
});

describe('translate', () => {
  const translations = [
    { locale: 'fr', title: 'Catégorie' },
    { locale: 'en', title: 'Category' },
    { locale: 'de', title: '' },
  ];

  it('prefers the requested language, then English, then the first, then None translation', () => {
    expect(translate(translations, 'fr', 'title')).toBe('Catégorie');
    expect(translate(translations, 'de', 'title')).toBe('Category');
    expect(
      translate(
        [
          { locale: 'it', title: 'Categoria' },
          { locale: 'es', title: 'Categoría' },
        ],
        'de',
        'title',
      ),
    ).toBe('Categoria');
    expect(translate([], 'de', 'title')).toBe(NONE_TRANSLATION);
    expect(translate(undefined, 'de')).toBe('None translation');
    expect(translate([{ locale: 'en', title: 'x' }], 'en', 'description')).toBe('None translation');
  });

  it('reads maps keyed by language code too', () => {
    expect(translate({ de: { title: 'Vorlage' }, en: { title: 'Template' } }, 'de', 'title')).toBe('Vorlage');
    expect(translate({ de: { title: 'Vorlage' }, en: { title: 'Template' } }, 'it', 'title')).toBe('Template');
  });
});

describe('filters', () => {
  it('formats dates as DD MMM YYYY and shows - for empty ones', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05', 'YYYY-MM-DD')).toBe('2026-03-05');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('cuts excerpts at 80 characters with an ellipsis', () => {
    const long = 'a'.repeat(100);
    expect(excerpt(long)).toBe(`${'a'.repeat(80)}…`);
    expect(excerpt('short')).toBe('short');
    expect(excerpt('a'.repeat(80))).toBe('a'.repeat(80));
    expect(excerpt('abcdef', 3)).toBe('abc…');
    expect(excerpt('')).toBe('-');
    expect(excerpt(null)).toBe('-');
  });

  it('changes case', () => {
    expect(capitalize('tenant admin')).toBe('Tenant admin');
    expect(uppercase('de')).toBe('DE');
    expect(lowercase('DE')).toBe('de');
    expect(title('contract template version')).toBe('Contract Template Version');
    expect(localeString(1234567, 'de-DE')).toBe('1.234.567');
    expect(localeString(null)).toBe('-');
  });
});

describe('message catalogues', () => {
  it('loads a shipped catalogue and falls back to English for others', async () => {
    const en = await loadMessages('en');
    const de = await loadMessages('de');
    const it = await loadMessages('it');
    expect(it).toEqual(en);
    expect(de['menu.contractMyList']).toBe('Meine Verträge');
    expect(en['menu.contractMyList']).toBe('My Contracts');
  });
});
