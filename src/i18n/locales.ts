/**
 * The interface locales (spec: about 130 to 180; English is the default and has no path prefix).
 * Native names come from CLDR (generated once with Intl.DisplayNames) so the language dialog
 * shows each language in its own words; kept static so the bundle does not depend on the
 * browser's Intl data.
 */
export interface LocaleEntry {
  /** Two-letter language code used in paths, cookies and translated content. */
  code: string;
  /** BCP 47 tag with region, used for formatting. */
  iso: string;
}

export interface LocaleDefinition extends LocaleEntry {
  /** Name of the language in that language. */
  name: string;
}

export const DEFAULT_LOCALE = 'en';

export const LOCALES: readonly LocaleDefinition[] = [
  { code: 'af', iso: 'af-ZA', name: 'Afrikaans' },
  { code: 'ak', iso: 'ak-GH', name: 'Akan' },
  { code: 'am', iso: 'am-ET', name: 'አማርኛ' },
  { code: 'ar', iso: 'ar-SA', name: 'العربية' },
  { code: 'as', iso: 'as-IN', name: 'অসমীয়া' },
  { code: 'az', iso: 'az-AZ', name: 'Azərbaycan' },
  { code: 'be', iso: 'be-BY', name: 'Беларуская' },
  { code: 'bg', iso: 'bg-BG', name: 'Български' },
  { code: 'bm', iso: 'bm-ML', name: 'Bamanakan' },
  { code: 'bn', iso: 'bn-BD', name: 'বাংলা' },
  { code: 'bo', iso: 'bo-CN', name: 'བོད་སྐད་' },
  { code: 'br', iso: 'br-FR', name: 'Brezhoneg' },
  { code: 'bs', iso: 'bs-BA', name: 'Bosanski' },
  { code: 'ca', iso: 'ca-ES', name: 'Català' },
  { code: 'cs', iso: 'cs-CZ', name: 'Čeština' },
  { code: 'cy', iso: 'cy-GB', name: 'Cymraeg' },
  { code: 'da', iso: 'da-DK', name: 'Dansk' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch' },
  { code: 'dz', iso: 'dz-BT', name: 'རྫོང་ཁ' },
  { code: 'ee', iso: 'ee-GH', name: 'Eʋegbe' },
  { code: 'el', iso: 'el-GR', name: 'Ελληνικά' },
  { code: 'en', iso: 'en-US', name: 'English' },
  { code: 'eo', iso: 'eo-001', name: 'Esperanto' },
  { code: 'es', iso: 'es-ES', name: 'Español' },
  { code: 'et', iso: 'et-EE', name: 'Eesti' },
  { code: 'eu', iso: 'eu-ES', name: 'Euskara' },
  { code: 'fa', iso: 'fa-IR', name: 'فارسی' },
  { code: 'ff', iso: 'ff-SN', name: 'Pulaar' },
  { code: 'fi', iso: 'fi-FI', name: 'Suomi' },
  { code: 'fo', iso: 'fo-FO', name: 'Føroyskt' },
  { code: 'fr', iso: 'fr-FR', name: 'Français' },
  { code: 'fy', iso: 'fy-NL', name: 'Frysk' },
  { code: 'ga', iso: 'ga-IE', name: 'Gaeilge' },
  { code: 'gd', iso: 'gd-GB', name: 'Gàidhlig' },
  { code: 'gl', iso: 'gl-ES', name: 'Galego' },
  { code: 'gu', iso: 'gu-IN', name: 'ગુજરાતી' },
  { code: 'gv', iso: 'gv-IM', name: 'Gaelg' },
  { code: 'ha', iso: 'ha-NG', name: 'Hausa' },
  { code: 'he', iso: 'he-IL', name: 'עברית' },
  { code: 'hi', iso: 'hi-IN', name: 'हिन्दी' },
  { code: 'hr', iso: 'hr-HR', name: 'Hrvatski' },
  { code: 'hu', iso: 'hu-HU', name: 'Magyar' },
  { code: 'hy', iso: 'hy-AM', name: 'Հայերեն' },
  { code: 'ia', iso: 'ia-001', name: 'Interlingua' },
  { code: 'id', iso: 'id-ID', name: 'Indonesia' },
  { code: 'ig', iso: 'ig-NG', name: 'Igbo' },
  { code: 'ii', iso: 'ii-CN', name: 'ꆈꌠꉙ' },
  { code: 'is', iso: 'is-IS', name: 'Íslenska' },
  { code: 'it', iso: 'it-IT', name: 'Italiano' },
  { code: 'ja', iso: 'ja-JP', name: '日本語' },
  { code: 'jv', iso: 'jv-ID', name: 'Jawa' },
  { code: 'ka', iso: 'ka-GE', name: 'Ქართული' },
  { code: 'ki', iso: 'ki-KE', name: 'Gikuyu' },
  { code: 'kk', iso: 'kk-KZ', name: 'Қазақ тілі' },
  { code: 'kl', iso: 'kl-GL', name: 'Kalaallisut' },
  { code: 'km', iso: 'km-KH', name: 'ខ្មែរ' },
  { code: 'kn', iso: 'kn-IN', name: 'ಕನ್ನಡ' },
  { code: 'ko', iso: 'ko-KR', name: '한국어' },
  { code: 'ks', iso: 'ks-IN', name: 'کٲشُر' },
  { code: 'ku', iso: 'ku-TR', name: 'Kurdî (kurmancî)' },
  { code: 'kw', iso: 'kw-GB', name: 'Kernewek' },
  { code: 'ky', iso: 'ky-KG', name: 'Кыргызча' },
  { code: 'lb', iso: 'lb-LU', name: 'Lëtzebuergesch' },
  { code: 'lg', iso: 'lg-UG', name: 'Luganda' },
  { code: 'ln', iso: 'ln-CD', name: 'Lingála' },
  { code: 'lo', iso: 'lo-LA', name: 'ລາວ' },
  { code: 'lt', iso: 'lt-LT', name: 'Lietuvių' },
  { code: 'lu', iso: 'lu-CD', name: 'Tshiluba' },
  { code: 'lv', iso: 'lv-LV', name: 'Latviešu' },
  { code: 'mg', iso: 'mg-MG', name: 'Malagasy' },
  { code: 'mi', iso: 'mi-NZ', name: 'Māori' },
  { code: 'mk', iso: 'mk-MK', name: 'Македонски' },
  { code: 'ml', iso: 'ml-IN', name: 'മലയാളം' },
  { code: 'mn', iso: 'mn-MN', name: 'Монгол' },
  { code: 'mr', iso: 'mr-IN', name: 'मराठी' },
  { code: 'ms', iso: 'ms-MY', name: 'Melayu' },
  { code: 'mt', iso: 'mt-MT', name: 'Malti' },
  { code: 'my', iso: 'my-MM', name: 'မြန်မာ' },
  { code: 'nb', iso: 'nb-NO', name: 'Norsk bokmål' },
  { code: 'nd', iso: 'nd-ZW', name: 'IsiNdebele' },
  { code: 'ne', iso: 'ne-NP', name: 'नेपाली' },
  { code: 'nl', iso: 'nl-NL', name: 'Nederlands' },
  { code: 'nn', iso: 'nn-NO', name: 'Norsk nynorsk' },
  { code: 'no', iso: 'no-NO', name: 'Norsk' },
  { code: 'om', iso: 'om-ET', name: 'Oromoo' },
  { code: 'or', iso: 'or-IN', name: 'ଓଡ଼ିଆ' },
  { code: 'os', iso: 'os-RU', name: 'Ирон' },
  { code: 'pa', iso: 'pa-IN', name: 'ਪੰਜਾਬੀ' },
  { code: 'pl', iso: 'pl-PL', name: 'Polski' },
  { code: 'ps', iso: 'ps-AF', name: 'پښتو' },
  { code: 'pt', iso: 'pt-PT', name: 'Português' },
  { code: 'qu', iso: 'qu-PE', name: 'Runasimi' },
  { code: 'rm', iso: 'rm-CH', name: 'Rumantsch' },
  { code: 'rn', iso: 'rn-BI', name: 'Ikirundi' },
  { code: 'ro', iso: 'ro-RO', name: 'Română' },
  { code: 'ru', iso: 'ru-RU', name: 'Русский' },
  { code: 'rw', iso: 'rw-RW', name: 'Ikinyarwanda' },
  { code: 'sa', iso: 'sa-IN', name: 'संस्कृत भाषा' },
  { code: 'sc', iso: 'sc-IT', name: 'Sardu' },
  { code: 'sd', iso: 'sd-PK', name: 'سنڌي' },
  { code: 'se', iso: 'se-NO', name: 'Davvisámegiella' },
  { code: 'sg', iso: 'sg-CF', name: 'Sängö' },
  { code: 'si', iso: 'si-LK', name: 'සිංහල' },
  { code: 'sk', iso: 'sk-SK', name: 'Slovenčina' },
  { code: 'sl', iso: 'sl-SI', name: 'Slovenščina' },
  { code: 'sn', iso: 'sn-ZW', name: 'ChiShona' },
  { code: 'so', iso: 'so-SO', name: 'Soomaali' },
  { code: 'sq', iso: 'sq-AL', name: 'Shqip' },
  { code: 'sr', iso: 'sr-RS', name: 'Српски' },
  { code: 'ss', iso: 'ss-SZ', name: 'Swati' },
  { code: 'st', iso: 'st-LS', name: 'Sesotho' },
  { code: 'su', iso: 'su-ID', name: 'Basa Sunda' },
  { code: 'sv', iso: 'sv-SE', name: 'Svenska' },
  { code: 'sw', iso: 'sw-TZ', name: 'Kiswahili' },
  { code: 'ta', iso: 'ta-IN', name: 'தமிழ்' },
  { code: 'te', iso: 'te-IN', name: 'తెలుగు' },
  { code: 'tg', iso: 'tg-TJ', name: 'Тоҷикӣ' },
  { code: 'th', iso: 'th-TH', name: 'ไทย' },
  { code: 'ti', iso: 'ti-ER', name: 'ትግርኛ' },
  { code: 'tk', iso: 'tk-TM', name: 'Türkmen dili' },
  { code: 'tn', iso: 'tn-BW', name: 'Setswana' },
  { code: 'to', iso: 'to-TO', name: 'Lea fakatonga' },
  { code: 'tr', iso: 'tr-TR', name: 'Türkçe' },
  { code: 'ts', iso: 'ts-ZA', name: 'Tsonga' },
  { code: 'tt', iso: 'tt-RU', name: 'Татар' },
  { code: 'ug', iso: 'ug-CN', name: 'ئۇيغۇرچە' },
  { code: 'uk', iso: 'uk-UA', name: 'Українська' },
  { code: 'ur', iso: 'ur-PK', name: 'اردو' },
  { code: 'uz', iso: 'uz-UZ', name: 'O‘zbek' },
  { code: 've', iso: 've-ZA', name: 'Venda' },
  { code: 'vi', iso: 'vi-VN', name: 'Tiếng Việt' },
  { code: 'vo', iso: 'vo-001', name: 'Volapük' },
  { code: 'wo', iso: 'wo-SN', name: 'Wolof' },
  { code: 'xh', iso: 'xh-ZA', name: 'IsiXhosa' },
  { code: 'yi', iso: 'yi-001', name: 'ייִדיש' },
  { code: 'yo', iso: 'yo-NG', name: 'Èdè Yorùbá' },
  { code: 'za', iso: 'za-CN', name: 'Vahcuengh' },
  { code: 'zh', iso: 'zh-CN', name: '中文' },
  { code: 'zu', iso: 'zu-ZA', name: 'IsiZulu' },
];

const BY_CODE: ReadonlyMap<string, LocaleDefinition> = new Map(LOCALES.map((locale) => [locale.code, locale]));

export function isLocaleCode(value: unknown): value is string {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function localeOf(code: string): LocaleDefinition {
  return BY_CODE.get(code) ?? (BY_CODE.get(DEFAULT_LOCALE) as LocaleDefinition);
}

/** The session's `languages` map: code → {code, iso}. */
export function localeEntries(): Record<string, LocaleEntry> {
  return Object.fromEntries(LOCALES.map(({ code, iso }) => [code, { code, iso }]));
}
