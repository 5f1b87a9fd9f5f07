/** A contract's state in words, from its latest version (spec: versions carry signedAt). */
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import {
  filterParam,
  type Contract,
  type ContractInput,
  type ContractState as ContractStateCode,
  type EmbeddedContractVersion,
} from '../../../contract';
import { formatDate } from '../../i18n/filters';
import type { ResourceField } from '../../shared/resource/defineResource';

/** The versions come in the order they were sent; the last is the one that counts now. */
export function latestVersion(versions: readonly EmbeddedContractVersion[]): EmbeddedContractVersion | undefined {
  return versions[versions.length - 1];
}

export function VersionState({ version }: { version: Pick<EmbeddedContractVersion, 'signedAt'> | undefined }) {
  if (!version)
    return (
      <Tag>
        <FormattedMessage id="contract.state.notSent" defaultMessage="Not sent" />
      </Tag>
    );
  if (version.signedAt)
    return (
      <Tag color="green">
        <FormattedMessage
          id="contract.state.signed"
          defaultMessage="Signed on {date}"
          values={{ date: formatDate(version.signedAt) }}
        />
      </Tag>
    );
  return (
    <Tag color="gold">
      <FormattedMessage id="contract.state.waiting" defaultMessage="Waiting for signature" />
    </Tag>
  );
}

export function ContractState({ versions }: { versions: readonly EmbeddedContractVersion[] }) {
  return <VersionState version={latestVersion(versions)} />;
}

/** The states' words for the CSV export (contract/ contractStateOf computes the state there). */
export const CONTRACT_STATE_WORDS = {
  NOT_SENT: { id: 'contract.state.notSent', defaultMessage: 'Not sent' },
  WAITING: { id: 'contract.state.waiting', defaultMessage: 'Waiting for signature' },
  SIGNED: { id: 'contract.filter.signed', defaultMessage: 'Signed' },
} satisfies Record<ContractStateCode, MessageDescriptor>;

/** The signed/waiting search of the contract lists (`not_null[versions.signedAt]`, docs/decisions.md). */
export const SIGNED_OPTIONS = [
  { label: <FormattedMessage id="contract.filter.signed" defaultMessage="Signed" />, value: 'true' },
  { label: <FormattedMessage id="contract.filter.waiting" defaultMessage="Waiting" />, value: 'false' },
];
export const SIGNED_FILTER = filterParam('contracts', 'not_null[versions.signedAt]');

/** The state column of every contract list (the tenant admin's and My Contracts), searched as signed or waiting. */
export const STATE_FIELD: ResourceField<Contract, ContractInput, 'state'> = {
  name: 'state',
  label: { id: 'contract.state', defaultMessage: 'State' },
  column: {
    search: { filterKey: SIGNED_FILTER },
    options: SIGNED_OPTIONS,
    words: CONTRACT_STATE_WORDS,
    render: (contract) => <ContractState versions={contract.versions} />,
  },
};
