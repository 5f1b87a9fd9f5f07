/** A text of a translated entity in the interface language (fallback: en, first, 'None translation'). */
import { useIntl } from 'react-intl';
import { translate, type Translations } from '../../i18n';

/** The interface runs in a formatting locale ('de-DE'); translated content is keyed by language ('de'). */
export function useContentLanguage(): string {
  return useIntl().locale.split('-')[0].toLowerCase();
}

export function TranslatedText({ translations, field = 'title' }: { translations: Translations; field?: string }) {
  return <>{translate(translations, useContentLanguage(), field)}</>;
}
