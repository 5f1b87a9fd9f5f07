/** The title column of a translated item (templates, their versions, catalogue items). */
import type { ResourceFilterParam } from '../../../contract';
import type { Translations } from '../../i18n';
import { TranslatedText } from '../ui/TranslatedText';
import type { ResourceField } from './defineResource';
import { TITLE_TEXT } from './translations';

/** Its title in the interface language; a list searches it by `filterKey` where it has one. */
export function titleField(filterKey?: ResourceFilterParam): ResourceField<{ translations: Translations }> {
  return {
    name: 'translations',
    label: TITLE_TEXT.label,
    column: {
      ...(filterKey && { search: { filterKey } }),
      render: (item) => <TranslatedText translations={item.translations} />,
    },
  };
}
