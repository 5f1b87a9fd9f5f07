/** Terms and conditions of a tenant's contracts: a title and content per locale. */
import { contractTermBody, RESOURCES, type CatalogueInput, type ContractTerm } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource } from '../../shared/resource/defineResource';
import { CONTENT_TEXT, TITLE_TEXT } from '../../shared/resource/translations';
import { catalogueParts } from './catalogue';

const TEXTS = [TITLE_TEXT, CONTENT_TEXT];

export default defineResource<ContractTerm, CatalogueInput>({
  api: resourceApi(RESOURCES.contractTerms),
  schema: contractTermBody,
  title: { id: 'contractTerm.title', defaultMessage: 'Contract terms' },
  countName: {
    id: 'contractTerm.count',
    defaultMessage: '{count, plural, one {# contract term} other {# contract terms}}',
  },
  deleteConfirm: { id: 'contractTerm.deleteConfirm', defaultMessage: 'Delete these terms?' },
  ...catalogueParts(TEXTS, { id: 'contractTerm.translations', defaultMessage: 'Title and content' }),
});
