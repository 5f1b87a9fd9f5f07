/**
 * A contract version's signing evidence, as both sides see it: the timeline (sent, opened by the
 * recipient, signed by whom, from which address and browser), the documents with the SHA-256 fixed
 * when it was sent (shortened, the whole hash copied), and the certificate of completion of a
 * signed version. Loaded on its own where a list shows it, so the lists' bundles stay as they are.
 */
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { certificateFileName, type ContractVersion, type EvidenceDocument } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { saveBlob } from '../../api/special/files';
import { useDownloadCertificateMutation } from '../../api/special/contracts';
import { formatDate } from '../../i18n/filters';
import { SecondaryMessage } from '../../shared/ui/SecondaryMessage';

/** The first and last eight characters of a hash: enough to compare by eye, short enough for a row. */
export const shortHash = (sha256: string): string =>
  sha256.length > 20 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;

function EvidenceDocuments({ documents }: { documents: readonly EvidenceDocument[] }) {
  const intl = useIntl();
  if (documents.length === 0)
    return (
      <SecondaryMessage
        id="evidence.noHashes"
        defaultMessage="No document hashes were recorded for this version: it was sent before evidence was kept."
      />
    );
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      {documents.map((document) => (
        <div
          key={`${document.name}|${document.locale ?? ''}|${document.sha256}`}
          data-testid="evidence-document"
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
        >
          <span>{document.name}</span>
          {document.locale && <Tag bordered={false}>{document.locale}</Tag>}
          <Typography.Text
            code
            title={document.sha256}
            aria-label={intl.formatMessage(
              { id: 'evidence.hashOf', defaultMessage: 'SHA-256 of {name}' },
              { name: document.name },
            )}
            copyable={{
              text: document.sha256,
              tooltips: [
                intl.formatMessage({ id: 'evidence.copyHash', defaultMessage: 'Copy the SHA-256' }),
                intl.formatMessage({ id: 'evidence.copied', defaultMessage: 'Copied' }),
              ],
            }}
          >
            {shortHash(document.sha256)}
          </Typography.Text>
        </div>
      ))}
    </Space>
  );
}

export function CertificateButton({ version }: { version: ContractVersion }) {
  const [download, { isLoading }] = useDownloadCertificateMutation();
  const [failure, setFailure] = useState<string>();
  const save = async () => {
    setFailure(undefined);
    try {
      saveBlob(await download({ id: version.id }).unwrap(), certificateFileName(version.id));
    } catch (error) {
      setFailure(errorOf(error).description);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={isLoading} onClick={save}>
        <FormattedMessage id="evidence.downloadCertificate" defaultMessage="Download certificate" />
      </Button>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 8 }} />}
    </>
  );
}

export function VersionEvidence({ version }: { version: ContractVersion }) {
  const { evidence } = version;
  const { signer } = evidence;
  const pending = (text: ReactNode) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const items = [
    {
      color: 'blue',
      children: (
        <>
          <Typography.Text strong>
            <FormattedMessage id="evidence.sent" defaultMessage="Sent" />
          </Typography.Text>{' '}
          {formatDate(evidence.sentAt, 'dateTime')}
        </>
      ),
    },
    {
      color: evidence.viewedAt ? 'blue' : 'gray',
      children: evidence.viewedAt ? (
        <>
          <Typography.Text strong>
            <FormattedMessage id="evidence.viewed" defaultMessage="Opened by the recipient" />
          </Typography.Text>{' '}
          {formatDate(evidence.viewedAt, 'dateTime')}
        </>
      ) : (
        pending(<FormattedMessage id="evidence.notViewed" defaultMessage="Not opened by the recipient yet" />)
      ),
    },
    {
      color: evidence.signedAt ? 'green' : 'gray',
      dot: evidence.signedAt ? <SafetyCertificateOutlined /> : undefined,
      children: evidence.signedAt ? (
        <Space direction="vertical" size={0}>
          <span>
            <Typography.Text strong>
              <FormattedMessage id="evidence.signed" defaultMessage="Signed" />
            </Typography.Text>{' '}
            {formatDate(evidence.signedAt, 'dateTime')}
            {signer && (
              <>
                {' · '}
                <FormattedMessage
                  id="evidence.signedBy"
                  defaultMessage="by {name}"
                  values={{ name: <span data-testid="evidence-signer">{signer.name}</span> }}
                />
              </>
            )}
          </span>
          {signer?.address && (
            <SecondaryMessage
              id="evidence.address"
              defaultMessage="From the address {address}"
              values={{ address: signer.address }}
            />
          )}
          {signer?.userAgent && (
            <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
              <FormattedMessage
                id="evidence.userAgent"
                defaultMessage="Browser: {userAgent}"
                values={{ userAgent: signer.userAgent }}
              />
            </Typography.Text>
          )}
        </Space>
      ) : (
        pending(<FormattedMessage id="evidence.notSigned" defaultMessage="Not signed yet" />)
      ),
    },
  ];
  return (
    <section data-testid="evidence" style={{ minWidth: 0 }}>
      <h3 style={{ fontSize: 14, marginTop: 0 }}>
        <FormattedMessage id="evidence.title" defaultMessage="Signing evidence" />
      </h3>
      <Timeline items={items} style={{ marginTop: 12, marginBottom: 0 }} />
      <h3 style={{ fontSize: 14 }}>
        <FormattedMessage id="evidence.documents" defaultMessage="Documents as sent (SHA-256)" />
      </h3>
      <EvidenceDocuments documents={evidence.documents} />
      {evidence.signedAt && (
        <div style={{ marginTop: 16 }}>
          <CertificateButton version={version} />
        </div>
      )}
    </section>
  );
}

export default VersionEvidence;
