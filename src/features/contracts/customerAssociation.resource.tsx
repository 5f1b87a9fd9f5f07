/** Customer associations: which customer (user, company) takes part in which contract, and whether they signed. */
import { FormattedMessage } from 'react-intl';
import { filterParam, RESOURCES, type CustomerAssociation, type CustomerAssociationInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { defineResource } from '../../shared/resource/defineResource';
import { useCompanyOptions } from '../../shared/relations/companies';
import { CompanyName, ContractTitle, UserName } from './names';

export const SIGNED_ASSOCIATION_OPTIONS = [
  { label: <FormattedMessage id="contract.filter.signed" defaultMessage="Signed" />, value: 'true' },
  { label: <FormattedMessage id="contract.filter.waiting" defaultMessage="Waiting" />, value: 'false' },
];

export default defineResource<CustomerAssociation, CustomerAssociationInput>({
  api: resourceApi(RESOURCES.customerAssociations),
  title: { id: 'customerAssociation.title', defaultMessage: 'Customer associations' },
  countName: {
    id: 'customerAssociation.count',
    defaultMessage: '{count, plural, one {# customer association} other {# customer associations}}',
  },
  deleteConfirm: { id: 'customerAssociation.deleteConfirm', defaultMessage: 'Delete this customer association?' },
  fields: [
    {
      name: 'contract',
      label: { id: 'customerAssociation.contract', defaultMessage: 'Contract' },
      column: { render: (association) => <ContractTitle iri={association.contract} /> },
    },
    {
      name: 'customer',
      label: { id: 'customerAssociation.customer', defaultMessage: 'Customer' },
      column: { relation: UserName },
    },
    {
      name: 'company',
      label: { id: 'customerAssociation.company', defaultMessage: 'Company' },
      column: {
        search: true,
        options: useCompanyOptions,
        relation: CompanyName,
      },
    },
    {
      name: 'createdAt',
      label: { id: 'customerAssociation.createdAt', defaultMessage: 'Created' },
      column: { sorter: true, valueType: 'date' },
    },
    {
      name: 'signedAt',
      label: { id: 'customerAssociation.signedAt', defaultMessage: 'Signed' },
      column: {
        search: { filterKey: filterParam('customerAssociations', 'not_null[signedAt]') },
        options: SIGNED_ASSOCIATION_OPTIONS,
        render: (association) =>
          association.signedAt ? (
            formatDate(association.signedAt)
          ) : (
            <FormattedMessage id="contract.state.waiting" defaultMessage="Waiting for signature" />
          ),
      },
    },
  ],
});
