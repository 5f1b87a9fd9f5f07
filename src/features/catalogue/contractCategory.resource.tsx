/** Contract categories: group templates and products; titles per locale. */
import { contractCategoryBody, RESOURCES, type CatalogueInput, type ContractCategory } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource } from '../../shared/resource/defineResource';
import { TITLE_TEXT } from '../../shared/resource/translations';
import { catalogueParts } from './catalogue';

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
  ...catalogueParts(TEXTS, { id: 'contractCategory.translations', defaultMessage: 'Titles' }),
});
