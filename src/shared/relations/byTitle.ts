/**
 * How a select offers translated items (categories, templates): named by their title in the
 * interface language and searched by it on the platform; a tenant has few, one page holds them.
 */
import { MAX_ITEMS_PER_PAGE } from '../../../contract';
import { translate, type Translations } from '../../i18n';

export const BY_TITLE_OPTIONS = {
  label: (item: { translations: Translations }, locale: string) => translate(item.translations, locale),
  searchParam: 'translations.title',
  itemsPerPage: MAX_ITEMS_PER_PAGE,
};
