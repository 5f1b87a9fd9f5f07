/** A contract at a glance: its company, state, start and real end (contract detail and My Contracts). */
import { Descriptions } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Contract } from '../../../contract';
import { formatDate } from '../../i18n/filters';
import { ContractState } from './contractState';
import { CompanyName } from './names';

/**
 * A contract's or version's facts, label beside value: one pair a line on a phone, two side by
 * side from a tablet on (antd's md, 768 px: at 800 px three pairs broke a date onto two lines),
 * three on a wide screen.
 */
export const DETAIL_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 };

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
    <Descriptions bordered column={DETAIL_COLUMNS} size="middle" style={{ marginBottom }}>
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
