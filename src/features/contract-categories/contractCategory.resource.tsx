/** Contract categories: group templates and products; titles per locale. */
import type { CatalogueInput, ContractCategory } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { catalogueBody, catalogueColumns, catalogueFormValues, EXTERNAL_ID_FIELD, TITLE_TEXT } from './catalogue';
import { contractCategoryApi } from './contractCategoryApi';

const TEXTS = [TITLE_TEXT];

export const contractCategoryResource = defineResource<ContractCategory, CatalogueInput>({
  api: contractCategoryApi,
  route: 'contract/category',
  menuKey: 'contract-category',
  title: { id: 'contractCategory.title', defaultMessage: 'Contract categories' },
  deleteConfirm: { id: 'contractCategory.deleteConfirm', defaultMessage: 'Delete this category?' },
  columns: [...catalogueColumns()],
  fields: [
    EXTERNAL_ID_FIELD,
    {
      name: 'translations',
      label: { id: 'contractCategory.translations', defaultMessage: 'Titles' },
      kind: 'translations',
      required: true,
      texts: TEXTS,
    },
  ],
  toFormValues: catalogueFormValues,
  toBody: (values: FormValues) => catalogueBody(values, TEXTS),
});
