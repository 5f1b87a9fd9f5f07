/**
 * A contract's page (tenant admin): what it is, its real end, its versions and sending a new one.
 * A refused delete (a signed contract) keeps the platform's reason on the page.
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, App, Button, DatePicker, Form, Popconfirm, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Contract } from '../../../contract';
import { DATE_FILTER_FORMAT, errorOf, violationsOf, type NormalisedError } from '../../api/hydra';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { WithHistory } from '../../shared/audit/WithHistory';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { ContractFacts } from './ContractFacts';
import { ContractVersions } from './ContractVersions';
import { contracts } from './names';
import { CONTRACT_ROUTE } from './routes';
import { SendVersionForm } from './SendVersionForm';
import { PageHeading } from '../../shared/ui/Heading';

function RealEndForm({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ realEnd: Dayjs | null }>();
  const [update, { isLoading }] = contracts.useUpdateMutation();
  const save = async ({ realEnd }: { realEnd: Dayjs | null }) => {
    try {
      await update({
        id: contract.id,
        body: { realEnd: realEnd ? realEnd.format(DATE_FILTER_FORMAT) : null },
      }).unwrap();
      message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
    } catch (failure) {
      const errors = violationsOf(failure).realEnd ?? [errorOf(failure).description];
      form.setFields([{ name: 'realEnd', errors }]);
    }
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ realEnd: contract.realEnd ? dayjs(contract.realEnd) : null }}
      onFinish={save}
    >
      <Form.Item name="realEnd" label={intl.formatMessage({ id: 'contract.realEnd', defaultMessage: 'Real end' })}>
        <DatePicker format={DATE_FILTER_FORMAT} style={{ width: 180 }} />
      </Form.Item>
      <Button htmlType="submit" loading={isLoading}>
        <FormattedMessage id="contract.saveRealEnd" defaultMessage="Save real end" />
      </Button>
    </Form>
  );
}

function DeleteContract({ contract, onRefused }: { contract: Contract; onRefused: (error: NormalisedError) => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const [remove, { isLoading }] = contracts.useDeleteMutation();
  const confirm = async () => {
    try {
      await remove(contract.id).unwrap();
      message.success(intl.formatMessage({ id: 'resource.deleted', defaultMessage: 'Deleted' }));
      navigate(localised(`/${CONTRACT_ROUTE}`));
    } catch (failure) {
      onRefused(errorOf(failure));
    }
  };
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'contract.deleteConfirm', defaultMessage: 'Delete this contract?' })}
      onConfirm={confirm}
    >
      <Button danger loading={isLoading}>
        <FormattedMessage id="resource.delete" defaultMessage="Delete" />
      </Button>
    </Popconfirm>
  );
}

export function ContractDetail({ id }: { id: string }) {
  const intl = useIntl();
  const { data: contract, isLoading, error } = contracts.useGetQuery(id);
  const [refused, setRefused] = useState<NormalisedError>();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !contract) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={status || 404} message={title} />;
  }
  const heading = (
    <PageHeading>
      {intl.formatMessage({ id: 'contract.heading', defaultMessage: 'Contract' })}
      {' › '}
      <TranslatedText translations={contract.templateTranslations} />
    </PageHeading>
  );
  return (
    <WithHistory resource={contracts.resource.path} id={contract.id}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ProCard title={heading} bordered extra={<DeleteContract contract={contract} onRefused={setRefused} />}>
          {refused && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setRefused(undefined)}
              message={intl.formatMessage({
                id: 'contract.deleteRefused',
                defaultMessage: 'The contract was not deleted',
              })}
              description={refused.description}
              style={{ marginBottom: 16 }}
            />
          )}
          <ContractFacts
            contract={contract}
            companyLabel={{ id: 'contract.recipientCompany', defaultMessage: 'Recipient company' }}
            marginBottom={16}
          />
          <RealEndForm key={contract.realEnd ?? ''} contract={contract} />
        </ProCard>
        <ContractVersions contract={contract} />
        <SendVersionForm contract={contract} />
      </Space>
    </WithHistory>
  );
}
