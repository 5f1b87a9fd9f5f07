import { DEFAULT_LOCALE, LOCALES, formattingTag, isLocaleCode, localeOf } from './locales';
import { namesOf } from './localeNames';
import { addressInLanguage, localisedPath, routeName, splitLocale } from './paths';
import { NONE_TRANSLATION, translate } from './translate';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/ru';
import {
  capitalize,
  excerpt,
  formatDate,
  localeString,
  lowercase,
  setFormattingLocale,
  title,
  uppercase,
} from './filters';
import { formatMessageIn, loadMessages } from './messages';
import { preferredLocale } from './detect';

describe('locales', () => {
  it('offers every ISO 639-1 language with English as the default', () => {
    expect(LOCALES).toHaveLength(184);
    expect(LOCALES.every((locale) => /^[a-z]{2}$/.test(locale.code))).toBe(true);
    expect(LOCALES.every((locale) => locale.iso.startsWith(`${locale.code}-`))).toBe(true);
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(LOCALES.length);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(localeOf('de')).toEqual({ code: 'de', iso: 'de-DE', antd: 'de_DE', dayjs: 'de' });
    expect(isLocaleCode('fr')).toBe(true);
    expect(isLocaleCode('tw')).toBe(true);
    expect(isLocaleCode('xx')).toBe(false);
  });

  it('names every locale in its own language and in English, in a module of their own', () => {
    expect(LOCALES.filter((locale) => !namesOf(locale.code))).toEqual([]);
    expect(namesOf('de')).toEqual({ name: 'Deutsch', english: 'German' });
    expect(namesOf('ja')).toEqual({ name: '日本語', english: 'Japanese' });
    expect(namesOf('de-CH')).toBeUndefined();
    expect(namesOf('constructor')).toBeUndefined();
  });

  it('marks the right-to-left languages', () => {
    const rtl = LOCALES.filter((locale) => locale.rtl).map((locale) => locale.code);
    expect(rtl).toEqual(expect.arrayContaining(['ar', 'he', 'fa', 'ur', 'yi', 'dv']));
    expect(rtl).not.toContain('en');
    expect(rtl).not.toContain('ku');
  });

  it('prefers the first browser language it offers', () => {
    expect(preferredLocale(['xx', 'pt-BR', 'en'])).toBe('pt');
    expect(preferredLocale(['zh_TW'])).toBe('zh');
    expect(preferredLocale(['xx-YY'])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
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

  it.each([
    [{ pathname: '/tenant', search: '?page=2', hash: '#top' }, 'de', '/de/tenant?page=2#top'],
    [{ pathname: '/fr/company/3', search: '', hash: '' }, 'en', '/company/3'],
    [{ pathname: '/de', search: '', hash: '' }, 'ja', '/ja'],
  ])('moves the address %o under %s', (address, lang, expected) => {
    expect(addressInLanguage(lang, address)).toBe(expected);
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
  afterEach(() => setFormattingLocale('en-US', 'en'));

  it('writes dates and numbers as the interface language does, in Latin digits and the Gregorian calendar', () => {
    setFormattingLocale(formattingTag('de-DE'), 'de');
    expect(formatDate('2026-03-05T10:00:00')).toBe('5. März 2026');
    expect(localeString(1234567.5)).toBe('1.234.567,5');
    setFormattingLocale(formattingTag('ru-RU'), 'ru');
    expect(formatDate('2026-05-05')).toMatch(/^5 мая 2026/);
    expect(localeString(1234567)).toBe('1\u00a0234\u00a0567');
    setFormattingLocale(formattingTag('ja-JP'), 'ja');
    expect(formatDate('2026-11-27T10:00:00')).toBe('2026年11月27日');
    expect(formatDate('2026-11-27T10:05:00', 'dateTime')).toBe('2026年11月27日 10:05');
    setFormattingLocale(formattingTag('zh-CN'), 'zh-cn');
    expect(formatDate('2026-11-27T10:00:00')).toBe('2026年11月27日');
    // Saudi Arabic's defaults are Arabic-Indic digits and the Islamic calendar; antd's are neither.
    setFormattingLocale(formattingTag('ar-SA'), 'ar');
    expect(formatDate('2026-11-27T10:00:00')).toMatch(/^27 \S+ 2026$/);
    expect(localeString(1234)).toMatch(/^1.?234$/);
    // The global dayjs locale (wire formats, pickers' defaults) is left alone.
    expect(dayjs.locale()).toBe('en');
  });

  it('formats dates as DD MMM YYYY in English and shows - for empty ones', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T10:07:00', 'dateTime')).toBe('05 Mar 2026 10:07');
    expect(formatDate('2026-03-05T10:00:00', 'dayMonth')).toBe('05 Mar');
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
  it('loads a shipped catalogue and the English one for a language without', async () => {
    const en = await loadMessages('en');
    const de = await loadMessages('de');
    const ja = await loadMessages('ja');
    const sv = await loadMessages('sv');
    expect(sv).toBe(en);
    expect(de['menu.contractMyList']).toBe('Meine Verträge');
    expect(en['menu.contractMyList']).toBe('My Contracts');
    expect(ja['menu.contractMyList']).not.toBe('My Contracts');
    expect(await loadMessages('ja')).toBe(ja);
  });

  it('formats one message in a language outside React, English where it has no catalogue', async () => {
    const descriptor = { id: 'error.systemTitle', defaultMessage: 'Message from system' };
    expect(await formatMessageIn('de', descriptor)).toBe('Systemmeldung');
    expect(await formatMessageIn('sv', descriptor)).toBe('Message from system');
    expect(await formatMessageIn('de', { id: 'nowhere.yet', defaultMessage: 'Plain English' })).toBe('Plain English');
  });
});
