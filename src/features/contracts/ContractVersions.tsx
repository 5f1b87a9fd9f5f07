/**
 * Every version of a contract (sender, recipient, template version, sent, opened, signed; opened
 * row: the documents it was sent with, each read in the viewer, and its signing evidence), and
 * unsigned versions re-addressed to another user together: one batch PATCH, all or nothing.
 */
import { DiffOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contract, ContractVersion, Iri } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { usePatchContractVersionsMutation } from '../../api/special/contracts';
import { formatDate } from '../../i18n/filters';
import { ReadDocumentButton } from '../../shared/files/ReadDocumentButton';
import { OptionsSelect } from '../../shared/ui/OptionsSelect';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { SectionCard } from '../../shared/ui/SectionCard';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { VersionState } from './contractState';
import { TemplateVersionName, userOptionsOf, UserName, useVersionsOf } from './names';

const ContractVersionCompare = lazy(() => import(/* webpackChunkName: "version-diff" */ './ContractVersionCompare'));
// Opened rows only: the contract list's bundle does not carry the timeline.
const VersionEvidence = lazy(() => import(/* webpackChunkName: "version-evidence" */ './VersionEvidence'));

const VERSION_FIELDS: TableField<ContractVersion>[] = [
  { name: 'createdAt', label: { id: 'contract.version.sent', defaultMessage: 'Sent' }, column: { valueType: 'date' } },
  {
    name: 'senderUser',
    label: { id: 'contract.version.sender', defaultMessage: 'Sender' },
    column: { relation: UserName },
  },
  {
    name: 'recipientUser',
    label: { id: 'contract.version.recipient', defaultMessage: 'Recipient' },
    column: { relation: UserName },
  },
  {
    name: 'templateVersion',
    label: { id: 'contract.version.templateVersion', defaultMessage: 'Template version' },
    column: { relation: TemplateVersionName },
  },
  {
    name: 'viewedAt',
    label: { id: 'evidence.viewedColumn', defaultMessage: 'Opened' },
    column: { render: (version) => formatDate(version.evidence.viewedAt) },
  },
  {
    name: 'signedAt',
    label: { id: 'contract.version.signedAt', defaultMessage: 'Signed at' },
    column: {
      render: (version) => (version.signedAt ? formatDate(version.signedAt) : <VersionState version={version} />),
    },
  },
];

function Readdress({ contract, selected, onDone }: { contract: Contract; selected: number[]; onDone: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [recipient, setRecipient] = useState<Iri>();
  const [patch, { isLoading }] = usePatchContractVersionsMutation();
  const userOptions = useMemo(() => userOptionsOf(contract.recipientCompany), [contract.recipientCompany]);
  const apply = async () => {
    if (!recipient) return;
    try {
      await patch({
        contractId: contract.id,
        items: selected.map((id) => ({ id, recipientUser: recipient })),
      }).unwrap();
      message.success(intl.formatMessage({ id: 'contract.readdressed', defaultMessage: 'Versions re-addressed' }));
      onDone();
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Typography.Text>
        <FormattedMessage
          id="contract.readdressSelected"
          defaultMessage="Send the {count, plural, one {selected version} other {# selected versions}} to"
          values={{ count: selected.length }}
        />
      </Typography.Text>
      <OptionsSelect
        source={userOptions}
        value={recipient}
        onChange={(value) => setRecipient(value as Iri | undefined)}
        style={{ minWidth: 260 }}
        aria-label={intl.formatMessage({ id: 'contract.newRecipient', defaultMessage: 'New recipient' })}
        placeholder={intl.formatMessage({ id: 'contract.newRecipient', defaultMessage: 'New recipient' })}
      />
      <Button type="primary" disabled={!recipient} loading={isLoading} onClick={apply}>
        <FormattedMessage id="contract.readdress" defaultMessage="Re-address" />
      </Button>
    </Space>
  );
}

/** What a version was sent with, read as its recipient reads it, and its signing evidence (a row opened under the version). */
function VersionDocuments({ version }: { version: ContractVersion }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {version.documents.length > 0 && <SentDocuments version={version} />}
      <Suspense fallback={null}>
        <VersionEvidence version={version} />
      </Suspense>
    </Space>
  );
}

function SentDocuments({ version }: { version: ContractVersion }) {
  return (
    <Space direction="vertical" size={4}>
      {version.documents.map((document) => (
        <div
          key={document['@id']}
          data-testid="version-document"
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
        >
          {document.translations.length > 0 && <TranslatedText translations={document.translations} />}
          <Typography.Text type={document.translations.length > 0 ? 'secondary' : undefined}>
            {document.name}
          </Typography.Text>
          <ReadDocumentButton document={{ iri: document.file, name: document.name, mimeType: document.mimeType }} />
        </div>
      ))}
    </Space>
  );
}

export function ContractVersions({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const { data, isFetching, error } = useVersionsOf(contract);
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const versions = data?.items ?? [];
  return (
    <SectionCard
      title={<FormattedMessage id="contract.versions" defaultMessage="Versions" />}
      extra={
        versions.length > 1 && (
          <Button icon={<DiffOutlined />} onClick={() => setComparing(true)}>
            <FormattedMessage id="diff.compare" defaultMessage="Compare" />
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon message={errorOf(error).description} style={{ marginBottom: 16 }} />}
      {selected.length > 0 && <Readdress contract={contract} selected={selected} onDone={() => setSelected([])} />}
      <ResourceTable<ContractVersion>
        rowKey="id"
        loading={isFetching}
        fields={VERSION_FIELDS}
        items={versions}
        emptyText={{ id: 'contract.noVersions', defaultMessage: 'No version sent yet' }}
        expandable={{ expandedRowRender: (version) => <VersionDocuments version={version} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          // A signed version is what its recipient agreed to: it is never changed.
          getCheckboxProps: (version) => ({
            disabled: version.signedAt !== null,
            'aria-label': intl.formatMessage(
              { id: 'contract.selectVersion', defaultMessage: 'Select the version sent {date}' },
              { date: formatDate(version.createdAt) },
            ),
          }),
        }}
      />
      {versions.some((version) => !version.signedAt) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          <FormattedMessage id="contract.readdressHint" defaultMessage="Select unsigned versions to re-address them." />
        </Typography.Paragraph>
      )}
      {comparing && (
        <Suspense fallback={null}>
          <ContractVersionCompare versions={versions} onClose={() => setComparing(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
