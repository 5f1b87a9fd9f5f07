/**
 * The texts pro-components draw (the query form's Reset, Search and Expand, a select's "Please
 * select", the table toolbar's tooltips) in the interface language. Left to itself, pro-provider
 * picks its texts by antd's locale and falls back to Chinese, both for a language it does not
 * know (Finnish showed '重置', '请选择') and for a text its language lacks. The console gives it
 * this one instead (app/layout/ProTexts.tsx): the language's own texts where the console has a
 * catalogue for it, else English, and English for any text missing.
 */
import enUS from '@ant-design/pro-provider/es/locale/en_US';
import { hasCatalogue } from './messages';
import { PRO_TEXTS_LOCALES, proTextsOf } from './proTexts';

/** pro-provider's intl object: what its components call. */
export interface ProIntl {
  locale: string;
  getMessage: (id: string, defaultMessage: string) => string;
}

/** The text at `tableForm.reset` or `pagination.total[0]` in a pro-provider locale object. */
export function textAt(texts: object | undefined, id: string): string | undefined {
  let found: unknown = texts;
  for (const key of id.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (found === null || typeof found !== 'object') return undefined;
    found = (found as Record<string, unknown>)[key];
  }
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/** English texts, and pro-provider's own default only for an id English does not know. */
const english: ProIntl = {
  locale: 'en_US',
  getMessage: (id, defaultMessage) => textAt(enUS, id) ?? defaultMessage,
};

const intls = new Map<string, ProIntl>();

/**
 * pro-components' texts for the interface language `code`: its own (loaded by loadProTexts before
 * the screens draw in it) when the console speaks it, otherwise English, as the console's texts.
 */
export function proIntlOf(code: string): ProIntl {
  const proLocale = hasCatalogue(code) ? PRO_TEXTS_LOCALES[code] : undefined;
  if (!proLocale) return english;
  let intl = intls.get(proLocale);
  if (!intl) {
    const own = proTextsOf(proLocale);
    intl = {
      locale: proLocale,
      getMessage: (id, defaultMessage) => textAt(own, id) ?? english.getMessage(id, defaultMessage),
    };
    intls.set(proLocale, intl);
  }
  return intl;
}
