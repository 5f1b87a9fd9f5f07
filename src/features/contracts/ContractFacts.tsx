/** A contract at a glance: its company, state, start and real end (contract detail and My Contracts). */
import { Descriptions } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Contract } from '../../../contract';
import { formatDate } from '../../i18n/filters';
import { ContractState } from './contractState';
import { CompanyName } from './names';

export function ContractFacts({
  contract,
  companyLabel,
  marginBottom,
}: {
  contract: Contract;
  /** "Recipient company" for the sender, "Company" for the recipient. */
  companyLabel: MessageDescriptor;
  marginBottom: number;
}) {
  const intl = useIntl();
  return (
    <Descriptions bordered column={{ xs: 1, sm: 2 }} size="middle" style={{ marginBottom }}>
      <Descriptions.Item label={intl.formatMessage(companyLabel)}>
        <CompanyName iri={contract.recipientCompany} />
      </Descriptions.Item>
      <Descriptions.Item label={intl.formatMessage({ id: 'contract.state', defaultMessage: 'State' })}>
        <ContractState versions={contract.versions} />
      </Descriptions.Item>
      <Descriptions.Item label={intl.formatMessage({ id: 'contract.start', defaultMessage: 'Start' })}>
        {formatDate(contract.start)}
      </Descriptions.Item>
      <Descriptions.Item label={intl.formatMessage({ id: 'contract.realEnd', defaultMessage: 'Real end' })}>
        {formatDate(contract.realEnd)}
      </Descriptions.Item>
    </Descriptions>
  );
}
