/** Terms and conditions of a tenant's contracts: a title and content per locale. */
import type { CatalogueInput, ContractTerm } from '../../../contract';
import { defineResource, type FormValues, type TranslatedTextField } from '../../shared/resource/defineResource';
import {
  catalogueBody,
  catalogueColumns,
  catalogueFormValues,
  EXTERNAL_ID_FIELD,
  TITLE_TEXT,
} from '../contract-categories/catalogue';
import { contractTermApi } from './contractTermApi';

const TEXTS: TranslatedTextField[] = [
  TITLE_TEXT,
  { name: 'content', label: { id: 'translations.content', defaultMessage: 'Content' }, multiline: true },
];

export const contractTermResource = defineResource<ContractTerm, CatalogueInput>({
  api: contractTermApi,
  route: 'contract/term',
  menuKey: 'contract-term',
  title: { id: 'contractTerm.title', defaultMessage: 'Contract terms' },
  deleteConfirm: { id: 'contractTerm.deleteConfirm', defaultMessage: 'Delete these terms?' },
  columns: [...catalogueColumns()],
  fields: [
    EXTERNAL_ID_FIELD,
    {
      name: 'translations',
      label: { id: 'contractTerm.translations', defaultMessage: 'Title and content' },
      kind: 'translations',
      required: true,
      texts: TEXTS,
    },
  ],
  toFormValues: catalogueFormValues,
  toBody: (values: FormValues) => catalogueBody(values, TEXTS),
});
