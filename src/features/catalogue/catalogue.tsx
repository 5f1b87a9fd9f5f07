/**
 * What categories, products and terms share: an optional external id and per-locale texts.
 * Each definition adds its own texts and relations around these.
 */
import { TITLE_PARAM, type CatalogueInput, type CatalogueItem } from '../../../contract';
import type {
  FormValues,
  ResourceDefinition,
  ResourceField,
  TranslatedTextField,
} from '../../shared/resource/defineResource';
import { titleField } from '../../shared/resource/titleField';
import { translationsFromForm, translationsToForm } from '../../shared/resource/translations';

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

/**
 * The fields every catalogue screen has: its texts per locale (listed by the title in the
 * interface language, searchable) and the external id.
 */
export function catalogueFields<T extends CatalogueItem>(
  texts: TranslatedTextField[],
  textsLabel: ResourceField<T>['label'],
): ResourceField<T, CatalogueInput>[] {
  return [
    titleField(TITLE_PARAM),
    {
      name: 'externalId',
      label: { id: 'catalogue.externalId', defaultMessage: 'External id' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
    { name: 'translations', label: textsLabel, form: { kind: 'translations', required: true, texts } },
  ];
}

/** A catalogue screen made of these alone (categories, terms): its fields, form values and body. */
export function catalogueParts<T extends CatalogueItem>(
  texts: TranslatedTextField[],
  textsLabel: ResourceField<T>['label'],
): Required<Pick<ResourceDefinition<T, CatalogueInput>, 'fields' | 'toFormValues' | 'toBody'>> {
  return {
    fields: catalogueFields<T>(texts, textsLabel),
    toFormValues: catalogueFormValues,
    toBody: (values) => catalogueBody(values, texts),
  };
}
