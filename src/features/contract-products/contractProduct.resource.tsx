/** Contract products: a title and description per locale, optionally in a category of the same tenant. */
import type { ContractProduct, ContractProductInput } from '../../../contract';
import { defineResource, type FormValues, type TranslatedTextField } from '../../shared/resource/defineResource';
import {
  catalogueBody,
  catalogueColumns,
  catalogueFormValues,
  EXTERNAL_ID_FIELD,
  TITLE_TEXT,
} from '../contract-categories/catalogue';
import { CategoryTitle, useCategoryOptions } from '../contract-categories/categoryOptions';
import { contractProductApi } from './contractProductApi';

const TEXTS: TranslatedTextField[] = [
  TITLE_TEXT,
  { name: 'description', label: { id: 'translations.description', defaultMessage: 'Description' }, multiline: true },
];
const CATEGORY = { id: 'contractProduct.category', defaultMessage: 'Category' };

export const contractProductResource = defineResource<ContractProduct, ContractProductInput>({
  api: contractProductApi,
  route: 'contract/product',
  menuKey: 'contract-product',
  title: { id: 'contractProduct.title', defaultMessage: 'Contract products' },
  deleteConfirm: { id: 'contractProduct.deleteConfirm', defaultMessage: 'Delete this product?' },
  columns: [
    ...catalogueColumns(),
    { dataIndex: 'category', title: CATEGORY, render: (product) => <CategoryTitle iri={product.category} /> },
  ],
  fields: [
    EXTERNAL_ID_FIELD,
    { name: 'category', label: CATEGORY, kind: 'select', options: useCategoryOptions },
    {
      name: 'translations',
      label: { id: 'contractProduct.translations', defaultMessage: 'Title and description' },
      kind: 'translations',
      required: true,
      texts: TEXTS,
    },
  ],
  toFormValues: (product) => ({ ...catalogueFormValues(product), category: product.category ?? undefined }),
  toBody: (values: FormValues): ContractProductInput => ({
    ...catalogueBody(values, TEXTS),
    category: typeof values.category === 'string' ? values.category : null,
  }),
});
