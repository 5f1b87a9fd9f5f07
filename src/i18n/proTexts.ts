/**
 * pro-components' own texts (the query form's buttons, the table toolbar's tooltips, the
 * pagination's totals) in the console's languages. pro-provider imports its texts in every
 * language it knows into every page; the build keeps only English there and puts in place of each
 * of these an object this module fills when the language loads (webpack.config.ts,
 * src/app/bundle/ProProviderTexts.ts), one small chunk per language. Other languages show
 * pro-components' English texts, as the console's own English texts show there (proIntl.ts).
 */

/**
 * The console's languages with pro-components texts of their own: language code → pro-provider's
 * file (the same list is in loadProTexts' webpackInclude, which must be a literal; a test compares them).
 */
export const PRO_TEXTS_LOCALES: Readonly<Record<string, string>> = {
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  // pro-provider has no pt_PT: Portuguese takes its Brazilian texts.
  pt: 'pt_BR',
  nl: 'nl_NL',
  pl: 'pl_PL',
  ru: 'ru_RU',
  tr: 'tr_TR',
  ar: 'ar_EG',
  zh: 'zh_CN',
  ja: 'ja_JP',
};

const texts = new Map<string, Record<string, unknown>>();

/** The object pro-provider reads the texts of `proLocale` (e.g. 'de_DE') from; empty until the language loads. */
export function proTextsOf(proLocale: string): Record<string, unknown> {
  let found = texts.get(proLocale);
  if (!found) {
    found = {};
    texts.set(proLocale, found);
  }
  return found;
}

/**
 * Loads pro-components' texts of the language `code` (a production build's page has only English);
 * the console reads them from here (proIntl.ts), in development builds too.
 */
export async function loadProTexts(code: string): Promise<void> {
  const proLocale = PRO_TEXTS_LOCALES[code];
  if (!proLocale) return;
  const target = proTextsOf(proLocale);
  if (Object.keys(target).length > 0) return;
  try {
    const module = (await import(
      /* webpackChunkName: "pro-texts-[request]" */ /* webpackInclude: /[\\/](?:de_DE|fr_FR|es_ES|it_IT|pt_BR|nl_NL|pl_PL|ru_RU|tr_TR|ar_EG|zh_CN|ja_JP)\.js$/ */ `@ant-design/pro-provider/es/locale/${proLocale}.js`
    )) as { default: Record<string, unknown> };
    Object.assign(target, module.default);
  } catch {
    // pro-components then show their English defaults.
  }
}
