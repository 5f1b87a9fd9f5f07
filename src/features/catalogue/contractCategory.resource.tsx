/** Contract categories: group templates and products; titles per locale. */
import { contractCategoryBody, RESOURCES, type CatalogueInput, type ContractCategory } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { TITLE_TEXT } from '../../shared/resource/translations';
import { catalogueBody, catalogueFields, catalogueFormValues } from './catalogue';

const TEXTS = [TITLE_TEXT];

export default defineResource<ContractCategory, CatalogueInput>({
  api: resourceApi(RESOURCES.contractCategories),
  schema: contractCategoryBody,
  title: { id: 'contractCategory.title', defaultMessage: 'Contract categories' },
  countName: {
    id: 'contractCategory.count',
    defaultMessage: '{count, plural, one {# category} other {# categories}}',
  },
  deleteConfirm: { id: 'contractCategory.deleteConfirm', defaultMessage: 'Delete this category?' },
  fields: catalogueFields(TEXTS, { id: 'contractCategory.translations', defaultMessage: 'Titles' }),
  toFormValues: catalogueFormValues,
  toBody: (values: FormValues) => catalogueBody(values, TEXTS),
});
