/**
 * What categories, products and terms share: an optional external id and per-locale texts.
 * Each definition adds its own texts and relations around these.
 */
import type { CatalogueInput, CatalogueItem } from '../../../contract';
import type {
  FormValues,
  ResourceColumn,
  ResourceField,
  TranslatedTextField,
} from '../../shared/resource/defineResource';
import { translationsFromForm, translationsToForm } from '../../shared/resource/translations';
import { TranslatedText } from '../../shared/ui/TranslatedText';

export const EXTERNAL_ID_FIELD: ResourceField = {
  name: 'externalId',
  label: { id: 'catalogue.externalId', defaultMessage: 'External id' },
  kind: 'text',
  max: 255,
};

export const TITLE_TEXT: TranslatedTextField = {
  name: 'title',
  label: { id: 'translations.title', defaultMessage: 'Title' },
  required: true,
  max: 255,
};

export function catalogueFormValues(item: CatalogueItem): FormValues {
  return { externalId: item.externalId ?? undefined, translations: translationsToForm(item.translations) };
}

export function catalogueBody(values: FormValues, texts: readonly TranslatedTextField[]): CatalogueInput {
  const externalId = typeof values.externalId === 'string' ? values.externalId.trim() : '';
  return {
    externalId: externalId || null,
    translations: translationsFromForm(
      values.translations,
      texts.map((text) => text.name),
    ),
  };
}

/** The title (in the interface language, searchable) and external id columns every catalogue list starts with. */
export function catalogueColumns<T extends CatalogueItem>(): ResourceColumn<T>[] {
  return [
    {
      dataIndex: 'translations',
      title: TITLE_TEXT.label,
      search: { filterKey: 'translations.title' },
      render: (item) => <TranslatedText translations={item.translations} />,
    },
    { dataIndex: 'externalId', title: EXTERNAL_ID_FIELD.label, search: true, sorter: true },
  ];
}
