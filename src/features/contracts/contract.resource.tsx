/**
 * Contracts (tenant admin): listed by template title, recipient company, start, real end and the
 * latest version's state, searched by spec section 7's filters; created from a template and a
 * recipient company (the platform sets the start), then continued on the contract's own page.
 */
import { RESOURCES, type Contract, type ContractInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { useCompanyOptions } from '../../shared/relations/companies';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { STATE_FIELD } from './contractState';
import { CompanyName, useActiveTemplateOptions } from './names';

export const CONTRACT_TEMPLATE_LABEL = { id: 'contract.template', defaultMessage: 'Template' };

export default defineResource<Contract, ContractInput, 'state'>({
  api: resourceApi(RESOURCES.contracts),
  title: { id: 'contract.title', defaultMessage: 'Contracts' },
  countName: {
    id: 'contract.count',
    defaultMessage: '{count, plural, one {# contract} other {# contracts}}',
  },
  deleteConfirm: { id: 'contract.deleteConfirm', defaultMessage: 'Delete this contract?' },
  fields: [
    {
      name: 'templateTranslations',
      label: CONTRACT_TEMPLATE_LABEL,
      column: { render: (contract) => <TranslatedText translations={contract.templateTranslations} /> },
    },
    {
      name: 'template',
      label: CONTRACT_TEMPLATE_LABEL,
      form: { kind: 'select', required: true, options: useActiveTemplateOptions },
    },
    {
      name: 'recipientCompany',
      label: { id: 'contract.recipientCompany', defaultMessage: 'Recipient company' },
      column: {
        search: true,
        options: useCompanyOptions,
        relation: CompanyName,
      },
      form: { kind: 'select', required: true, options: useCompanyOptions },
    },
    {
      name: 'start',
      label: { id: 'contract.start', defaultMessage: 'Start' },
      column: { search: true, sorter: true, valueType: 'date' },
    },
    {
      name: 'realEnd',
      label: { id: 'contract.realEnd', defaultMessage: 'Real end' },
      column: { search: true, sorter: true, valueType: 'date' },
    },
    STATE_FIELD,
  ],
  toBody: (values: FormValues): ContractInput => ({
    template: String(values.template),
    recipientCompany: typeof values.recipientCompany === 'string' ? values.recipientCompany : null,
  }),
  afterCreate: 'item',
});
