/**
 * /contract/my-list/{id?}/version/{vid}: one version sent to the caller: its text, its documents
 * (read in the console's viewer or downloaded, both through the file calls), its signing evidence
 * (the recipient's first opening is recorded here) and, while unsigned and addressed to the
 * caller, Sign; once signed, its certificate.
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, App, Button, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ContractDocument, ContractVersion } from '../../../contract';
import { errorOf, idFromIri } from '../../api/hydra';
import { useMarkContractVersionViewedMutation } from '../../api/special/contracts';
import { saveBlob, useDownloadFileMutation, useDownloadFileTranslationMutation } from '../../api/special/files';
import { formatDate } from '../../i18n/filters';
import { ReadDocumentButton, type ViewedDocument } from '../../shared/files/ReadDocumentButton';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { useCurrentUser } from '../../user';
import { VersionState } from './contractState';
import { MY_CONTRACT_ROUTE } from './routes';
import { variantFor } from './documents';
import { contracts, contractVersions, useRefreshContract } from './names';
import { SignConfirmModal } from './SignConfirmModal';
import { DETAIL_COLUMNS } from './ContractFacts';
import { PageHeading } from '../../shared/ui/Heading';
import { VersionEvidence } from './VersionEvidence';

function Documents({ version, mine }: { version: ContractVersion; mine: boolean }) {
  const intl = useIntl();
  // What the reader reads is what it would download: the file in its language where there is one.
  const readable = (document: ContractDocument): ViewedDocument => {
    const variant = variantFor(document, intl.locale);
    return variant
      ? { iri: variant['@id'], name: variant.name, mimeType: document.mimeType }
      : { iri: document.file, name: document.name, mimeType: document.mimeType };
  };
  const [download] = useDownloadFileMutation();
  const [downloadVariant] = useDownloadFileTranslationMutation();
  const [failure, setFailure] = useState<string>();
  const [downloading, setDownloading] = useState<string>();
  const save = async (document: ContractDocument) => {
    setFailure(undefined);
    setDownloading(document['@id']);
    const variant = variantFor(document, intl.locale);
    try {
      if (variant) saveBlob(await downloadVariant({ iri: variant['@id'] }).unwrap(), variant.name);
      else saveBlob(await download({ iri: document.file }).unwrap(), document.name);
    } catch (error) {
      const { status, description } = errorOf(error);
      setFailure(
        status === 404
          ? intl.formatMessage(
              { id: 'myContract.documentMissing', defaultMessage: '{name} has no content yet.' },
              { name: document.name },
            )
          : description,
      );
    } finally {
      setDownloading(undefined);
    }
  };
  const fields: TableField<ContractDocument>[] = [
    {
      name: 'title',
      label: { id: 'myContract.documentTitle', defaultMessage: 'Document' },
      column: {
        // An attachment nobody titled is known by its file name.
        render: (document) =>
          document.translations.length > 0 ? <TranslatedText translations={document.translations} /> : document.name,
      },
    },
    {
      name: 'name',
      label: { id: 'myContract.fileName', defaultMessage: 'File' },
      // The file the reader downloads: the one in its language where there is one.
      column: { render: (document) => variantFor(document, intl.locale)?.name ?? document.name },
    },
  ];
  return (
    <>
      {failure && (
        <Alert
          type="error"
          showIcon
          closable
          message={failure}
          style={{ marginBottom: 16 }}
          onClose={() => setFailure(undefined)}
        />
      )}
      <ResourceTable<ContractDocument>
        rowKey="@id"
        fields={fields}
        items={version.documents}
        emptyText={{ id: 'myContract.noDocuments', defaultMessage: 'No documents' }}
        rowActions={(document) =>
          mine ? (
            <>
              <ReadDocumentButton document={readable(document)} />
              <Button type="link" size="small" loading={downloading === document['@id']} onClick={() => save(document)}>
                <FormattedMessage id="myContract.download" defaultMessage="Download" />
              </Button>
            </>
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage id="myContract.recipientOnly" defaultMessage="For the recipient" />
            </Typography.Text>
          )
        }
      />
    </>
  );
}

function VersionPage({ vid }: { vid: string }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const localised = useLocalisedPath();
  const { user } = useCurrentUser();
  const { data: version, isLoading, error } = contractVersions.useGetQuery(vid);
  const { data: contract } = contracts.useGetQuery(version ? idFromIri(version.contract) : '', { skip: !version });
  const [update] = contractVersions.useUpdateMutation();
  const refreshContract = useRefreshContract();
  const [signing, setSigning] = useState(false);
  const [markViewed] = useMarkContractVersionViewedMutation();
  const mine = version !== undefined && version.recipientUser !== null && version.recipientUser === user?.['@id'];
  const unopened = mine && version?.evidence.viewedAt === null;
  useEffect(() => {
    // The recipient's first opening is evidence; the platform keeps only the first.
    if (unopened && version) void markViewed(version);
  }, [unopened, version, markViewed]);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !version) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={status || 404} message={title} />;
  }
  const title = contract ? <TranslatedText translations={contract.templateTranslations} /> : '…';
  const sign = async () => {
    // Any value means "now": the platform's clock dates the signature.
    await update({ id: version.id, body: { signedAt: new Date().toISOString() } }).unwrap();
    refreshContract(version.contract);
    message.success(intl.formatMessage({ id: 'myContract.signed', defaultMessage: 'Signed' }));
  };
  return (
    <ProCard
      bordered
      title={<PageHeading>{title}</PageHeading>}
      extra={
        <Space>
          <Link to={localised(`/${MY_CONTRACT_ROUTE}/${idFromIri(version.contract)}`)}>
            <FormattedMessage id="myContract.backToContract" defaultMessage="Back to the contract" />
          </Link>
          {mine && !version.signedAt && (
            <Button type="primary" onClick={() => setSigning(true)}>
              <FormattedMessage id="myContract.sign" defaultMessage="Sign" />
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions bordered column={DETAIL_COLUMNS} size="middle" style={{ marginBottom: 24 }}>
        <Descriptions.Item label={intl.formatMessage({ id: 'contract.version.sent', defaultMessage: 'Sent' })}>
          {formatDate(version.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage({ id: 'contract.state', defaultMessage: 'State' })}>
          <VersionState version={version} />
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage({ id: 'contract.version.signedAt', defaultMessage: 'Signed at' })}>
          <span data-testid="signed-at">{formatDate(version.signedAt)}</span>
        </Descriptions.Item>
      </Descriptions>
      <h2 style={{ fontSize: 16 }}>
        <FormattedMessage id="myContract.documents" defaultMessage="Documents" />
      </h2>
      <Documents version={version} mine={mine} />
      <div style={{ marginTop: 24 }}>
        <VersionEvidence version={version} />
      </div>
      <h2 style={{ fontSize: 16, marginTop: 24 }}>
        <FormattedMessage id="myContract.text" defaultMessage="Contract text" />
      </h2>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{version.content}</Typography.Paragraph>
      <SignConfirmModal open={signing} what={title} onSign={sign} onClose={() => setSigning(false)} />
    </ProCard>
  );
}

export default function MyContractVersionPage() {
  const { vid } = useParams();
  return <WithFeedback>{vid ? <VersionPage key={vid} vid={vid} /> : null}</WithFeedback>;
}
