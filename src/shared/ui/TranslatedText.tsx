/** A text of a translated entity in the interface language (fallback: en, first, 'None translation'). */
import type { ReactNode } from 'react';
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

/** `none` replaces 'None translation' where a missing text is expected (an attachment's optional title). */
export function TranslatedText({
  translations,
  field = 'title',
  none,
}: {
  translations: Translations;
  field?: string;
  none?: ReactNode;
}) {
  const shown = useTranslate();
  const language = useContentLanguage();
  if (none !== undefined && translate(translations, language, field, '') === '') return <>{none}</>;
  return <>{shown(translations, field)}</>;
}
