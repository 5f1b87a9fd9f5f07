/** Contract products: a title and description per locale, optionally in a category of the same tenant. */
import { contractProductBody, RESOURCES, type ContractProduct, type ContractProductInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { CategoryTitle, useCategoryOptions } from '../../shared/relations/categories';
import { defineResource, type FormValues, type TranslatedTextField } from '../../shared/resource/defineResource';
import { TITLE_TEXT } from '../../shared/resource/translations';
import { catalogueBody, catalogueFields, catalogueFormValues } from './catalogue';

const TEXTS: TranslatedTextField[] = [
  TITLE_TEXT,
  { name: 'description', label: { id: 'translations.description', defaultMessage: 'Description' }, multiline: true },
];

export default defineResource<ContractProduct, ContractProductInput>({
  api: resourceApi(RESOURCES.contractProducts),
  schema: contractProductBody,
  title: { id: 'contractProduct.title', defaultMessage: 'Contract products' },
  countName: {
    id: 'contractProduct.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  deleteConfirm: { id: 'contractProduct.deleteConfirm', defaultMessage: 'Delete this product?' },
  fields: [
    ...catalogueFields<ContractProduct>(TEXTS, {
      id: 'contractProduct.translations',
      defaultMessage: 'Title and description',
    }),
    {
      name: 'category',
      label: { id: 'contractProduct.category', defaultMessage: 'Category' },
      column: { relation: CategoryTitle },
      form: { kind: 'select', options: useCategoryOptions },
    },
  ],
  toFormValues: (product) => ({ ...catalogueFormValues(product), category: product.category ?? undefined }),
  toBody: (values: FormValues): ContractProductInput => ({
    ...catalogueBody(values, TEXTS),
    category: typeof values.category === 'string' ? values.category : null,
  }),
});
