/** My Contracts: the caller's contracts as the platform scopes them, named by template title. */
import { RESOURCES, type Contract, type ContractInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource } from '../../shared/resource/defineResource';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { STATE_FIELD } from './contractState';
import { CompanyName } from './names';

export default defineResource<Contract, ContractInput, 'state'>({
  api: resourceApi(RESOURCES.contracts),
  title: { id: 'myContract.title', defaultMessage: 'My Contracts' },
  deleteConfirm: { id: 'contract.deleteConfirm', defaultMessage: 'Delete this contract?' },
  fields: [
    {
      name: 'templateTranslations',
      label: { id: 'myContract.contract', defaultMessage: 'Contract' },
      column: { render: (contract) => <TranslatedText translations={contract.templateTranslations} /> },
    },
    {
      name: 'recipientCompany',
      label: { id: 'myContract.company', defaultMessage: 'Company' },
      column: { relation: CompanyName },
    },
    {
      name: 'start',
      label: { id: 'contract.start', defaultMessage: 'Start' },
      column: { sorter: true, valueType: 'date' },
    },
    {
      name: 'realEnd',
      label: { id: 'contract.realEnd', defaultMessage: 'Real end' },
      column: { valueType: 'date' },
    },
    STATE_FIELD,
  ],
});
