/**
 * What categories, products and terms share: an optional external id and per-locale texts.
 * Each definition adds its own texts and relations around these.
 */
import type { CatalogueInput, CatalogueItem } from '../../api/contract';
import type { FormValues, ResourceField, TranslatedTextField } from '../../shared/resource/defineResource';
import { translationsFromForm, translationsToForm } from '../../shared/resource/translations';

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
