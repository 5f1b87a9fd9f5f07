/**
 * /configuration/jwk-url: the tenant's one key-set URL on one page. Without one, a form creates it;
 * with one, the same form edits it and Delete removes it after a confirmation. Only https is
 * accepted, in the form and by the platform (its 422s land at the field).
 */
import { ProCard } from '@ant-design/pro-components';
import { App, Button, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { jwkUrlBody, RESOURCES, type JwkUrl } from '../../../contract';

/** The longest address the platform keeps (its body schema). */
const URL_MAX = jwkUrlBody.properties.url.maxLength;
import { errorOf, violationsOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { FailureAlert } from '../../shared/ui/FailureAlert';
import { maxRule, requiredRule } from '../../shared/ui/formRules';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useSessionDraft } from '../../shared/ui/useSessionDraft';
import { PageHeading } from '../../shared/ui/Heading';

const jwkUrls = resourceApi(RESOURCES.jwkUrls);
export const HTTPS_URL = /^https:\/\/[^/?#\s]+\S*$/;

interface Values {
  url: string;
}

function JwkUrlForm({ existing }: { existing: JwkUrl | undefined }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // A URL typed when the session ends is back after sign-in (docs/decisions.md "A session that ends keeps the form").
  const draft = useSessionDraft(form, 'jwk-url');
  const [create, creating] = jwkUrls.useCreateMutation();
  const [update, updating] = jwkUrls.useUpdateMutation();
  const [remove, removing] = jwkUrls.useDeleteMutation();
  const label = intl.formatMessage({ id: 'jwkUrl.url', defaultMessage: 'Key-set URL' });

  const save = async ({ url }: Values) => {
    try {
      if (existing) await update({ id: existing.id, body: { url: url.trim() } }).unwrap();
      else await create({ url: url.trim() }).unwrap();
      draft.saved();
      message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
    } catch (failure) {
      if (errorOf(failure).status === 401) return draft.unauthorized({ url });
      // The form has one field: whatever the platform refuses (the URL, a second one on the tenant) is shown there.
      const errors = Object.values(violationsOf(failure)).flat();
      form.setFields([{ name: 'url', errors: errors.length > 0 ? errors : [errorOf(failure).description] }]);
    }
  };
  const deleteUrl = async () => {
    if (!existing) return;
    try {
      await remove(existing.id).unwrap();
      form.resetFields();
      message.success(intl.formatMessage({ id: 'resource.deleted', defaultMessage: 'Deleted' }));
    } catch (failure) {
      message.error(errorOf(failure).description);
    }
  };

  return (
    <>
      {draft.notice}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ url: existing?.url ?? '' }}
        onFinish={save}
        onValuesChange={(changed, all) => draft.onValuesChange(changed, { ...all })}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="url"
          label={label}
          extra={intl.formatMessage({
            id: 'jwkUrl.help',
            defaultMessage: 'Where your tenant publishes the public keys its tokens are signed with (https only).',
          })}
          rules={[
            requiredRule(intl, label),
            {
              pattern: HTTPS_URL,
              message: intl.formatMessage({ id: 'jwkUrl.httpsOnly', defaultMessage: 'Enter an https:// address' }),
            },
            maxRule(intl, URL_MAX),
          ]}
        >
          <Input placeholder="https://sso.example.com/realms/example/protocol/openid-connect/certs" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
            {existing ? (
              <FormattedMessage id="jwkUrl.save" defaultMessage="Save" />
            ) : (
              <FormattedMessage id="jwkUrl.create" defaultMessage="Create" />
            )}
          </Button>
          {existing && (
            <Popconfirm
              title={intl.formatMessage({ id: 'jwkUrl.deleteConfirm', defaultMessage: 'Delete the JWK URL?' })}
              onConfirm={deleteUrl}
            >
              <Button danger loading={removing.isLoading}>
                <FormattedMessage id="resource.delete" defaultMessage="Delete" />
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </>
  );
}

function JwkUrlScreen() {
  const intl = useIntl();
  const { data, isLoading, error } = jwkUrls.useListQuery({ page: 1, itemsPerPage: 1 });
  const existing = data?.items[0];
  return (
    <ProCard
      bordered
      title={<PageHeading>{intl.formatMessage({ id: 'jwkUrl.title', defaultMessage: 'JWK URL' })}</PageHeading>}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <FailureAlert failure={error} />
      ) : (
        <>
          {!existing && (
            <Typography.Paragraph type="secondary">
              <FormattedMessage id="jwkUrl.none" defaultMessage="Your tenant has no JWK URL yet." />
            </Typography.Paragraph>
          )}
          {/* A new key: the form starts again from what is stored after a create or a delete. */}
          <JwkUrlForm key={existing ? `${existing.id}` : 'new'} existing={existing} />
        </>
      )}
    </ProCard>
  );
}

export default function JwkUrlPage() {
  return (
    <WithFeedback>
      <JwkUrlScreen />
    </WithFeedback>
  );
}
