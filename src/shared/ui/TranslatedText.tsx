/** A text of a translated entity in the interface language (fallback: en, first, 'None translation'). */
import { useIntl } from 'react-intl';
import { translate, type Translations } from '../../i18n';

/** The interface runs in a formatting locale ('de-DE'); translated content is keyed by language ('de'). */
export function useContentLanguage(): string {
  return useIntl().locale.split('-')[0].toLowerCase();
}

/** translate() in the interface language, with 'None translation' in its words. */
export function useTranslate(): (translations: Translations, field?: string) => string {
  const intl = useIntl();
  const language = useContentLanguage();
  const none = intl.formatMessage({ id: 'translation.none', defaultMessage: 'None translation' });
  return (translations, field = 'title') => translate(translations, language, field, none);
}

export function TranslatedText({ translations, field = 'title' }: { translations: Translations; field?: string }) {
  return <>{useTranslate()(translations, field)}</>;
}
