/**
 * /contract/verify: whether a document, or a certificate of completion, is one the platform knows
 * signed, by the SHA-256 of its bytes (or a certificate's verification code). The file is held in
 * the browser until Verify is pressed; the answer names the version only to those who may see it.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Divider, Input, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROLES, type Iri, type VerificationResult } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { errorOf, idFromIri } from '../../api/hydra';
import { useVerifyContractDocumentMutation, type VerifyArg } from '../../api/special/contracts';
import { selectRoles } from '../../session/sessionSlice';
import { DropHint } from '../../shared/files/DropHint';
import { PageHeading } from '../../shared/ui/Heading';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useAppSelector } from '../../store/hooks';
import { contractVersions } from './names';
import { CONTRACT_ROUTE, MY_CONTRACT_ROUTE } from './routes';

/** The matched version's page: the contract's for its managers, the version's own for everyone else. */
function VersionLink({ iri }: { iri: Iri }) {
  const localised = useLocalisedPath();
  const manages = hasAnyRole(useAppSelector(selectRoles), [ROLES.TENANT_ADMIN]);
  const vid = idFromIri(iri);
  const { data: version } = contractVersions.useGetQuery(vid);
  if (!version) return null;
  const contractId = idFromIri(version.contract);
  const to = manages ? `/${CONTRACT_ROUTE}/${contractId}` : `/${MY_CONTRACT_ROUTE}/${contractId}/version/${vid}`;
  return (
    <Link to={localised(to)} data-testid="verified-version">
      <FormattedMessage id="verify.openVersion" defaultMessage="Open the signed version" />
    </Link>
  );
}

export function VerificationAnswer({ result }: { result: VerificationResult }) {
  return result.match ? (
    <Alert
      type="success"
      showIcon
      icon={<SafetyCertificateOutlined />}
      data-testid="verify-result"
      message={<FormattedMessage id="verify.match" defaultMessage="Matches a signed version" />}
      description={
        result.version ? (
          <VersionLink iri={result.version} />
        ) : (
          <FormattedMessage
            id="verify.matchHidden"
            defaultMessage="The version is not one you may see, so it is not named."
          />
        )
      }
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      data-testid="verify-result"
      message={<FormattedMessage id="verify.noMatch" defaultMessage="No signed version matches this document" />}
      description={
        <FormattedMessage
          id="verify.noMatchHint"
          defaultMessage="Even a one-byte change makes a document or certificate differ from the one that was signed."
        />
      }
    />
  );
}

export function VerifyScreen() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [code, setCode] = useState('');
  const [verify, { isLoading }] = useVerifyContractDocumentMutation();
  const [result, setResult] = useState<VerificationResult>();
  const [failure, setFailure] = useState<string>();
  const file = chosen[0]?.originFileObj;
  const ask = async (arg: VerifyArg) => {
    setResult(undefined);
    setFailure(undefined);
    try {
      setResult(await verify(arg).unwrap());
    } catch (error) {
      setFailure(errorOf(error).description);
    }
  };
  return (
    <ProCard
      bordered
      title={
        <PageHeading>
          <FormattedMessage id="verify.title" defaultMessage="Verify a signed document" />
        </PageHeading>
      }
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          id="verify.intro"
          defaultMessage="Choose a document or a certificate of completion. Its SHA-256 is compared with the documents of signed versions and the certificates the platform issued."
        />
      </Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 640 }}>
        <Upload.Dragger
          beforeUpload={() => false}
          maxCount={1}
          multiple={false}
          fileList={chosen}
          onChange={({ fileList }) => {
            setChosen(fileList.slice(-1));
            setResult(undefined);
          }}
        >
          <DropHint />
        </Upload.Dragger>
        <Button
          type="primary"
          disabled={!file}
          loading={isLoading && !!file}
          onClick={() => file && ask({ file, fileName: file.name })}
        >
          <FormattedMessage id="verify.verifyFile" defaultMessage="Verify the document" />
        </Button>
        <Divider plain style={{ margin: '4px 0' }}>
          <FormattedMessage id="verify.or" defaultMessage="or" />
        </Divider>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-label={intl.formatMessage({
              id: 'verify.codeLabel',
              defaultMessage: 'Verification code of a certificate',
            })}
            onPressEnter={() => code.trim() && ask({ code: code.trim() })}
          />
          <Button disabled={code.trim() === ''} onClick={() => ask({ code: code.trim() })}>
            <FormattedMessage id="verify.verifyCode" defaultMessage="Verify the code" />
          </Button>
        </Space.Compact>
        {failure && <Alert type="error" showIcon message={failure} />}
        {result && <VerificationAnswer result={result} />}
      </Space>
    </ProCard>
  );
}

export default function VerifyPage() {
  return (
    <WithFeedback>
      <VerifyScreen />
    </WithFeedback>
  );
}
