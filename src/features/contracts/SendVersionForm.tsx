/**
 * Sends a new version of a contract to a user of its recipient company: the template version in
 * force is proposed, the platform snapshots its text and makes the caller the sender.
 */
import { App, Button, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contract, Iri } from '../../../contract';
import { errorOf, violationsOf } from '../../api/hydra';
import { useGetCurrentTemplateVersionQuery } from '../../api/special/templates';
import { requiredRule } from '../../shared/ui/formRules';
import { OptionsSelect } from '../../shared/ui/OptionsSelect';
import { SectionCard } from '../../shared/ui/SectionCard';
import { useSessionDraft } from '../../shared/ui/useSessionDraft';
import { contractVersions, templateVersionOptionsOf, useRefreshContract, userOptionsOf } from './names';
import { showingFieldErrors } from '../../api/errorNotice';

interface Values {
  templateVersion?: Iri;
  recipientUser?: Iri;
}

export function SendVersionForm({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // Chosen values outlive a session that ends while the form is open (docs/decisions.md "A session
  // that ends keeps the form").
  const draft = useSessionDraft(form, 'send-version');
  const [create, { isLoading }] = contractVersions.useCreateMutation();
  const refreshContract = useRefreshContract();
  // null when the template has no version in force: the field then starts empty.
  const { data: current } = useGetCurrentTemplateVersionQuery(contract.template ?? '', { skip: !contract.template });
  const userOptions = useMemo(() => userOptionsOf(contract.recipientCompany), [contract.recipientCompany]);
  const versionOptions = useMemo(() => templateVersionOptionsOf(contract.template), [contract.template]);
  useEffect(() => {
    if (current && !form.getFieldValue('templateVersion')) form.setFieldsValue({ templateVersion: current['@id'] });
  }, [current, form]);

  const templateVersionLabel = intl.formatMessage({
    id: 'contract.version.templateVersion',
    defaultMessage: 'Template version',
  });
  const recipientLabel = intl.formatMessage({ id: 'contract.version.recipient', defaultMessage: 'Recipient' });

  const send = async (values: Values) => {
    try {
      // What the two fields show is not told again in the notice.
      await showingFieldErrors(
        (path) => path === 'templateVersion' || path === 'recipientUser',
        () =>
          create({
            contract: contract['@id'],
            templateVersion: values.templateVersion,
            recipientUser: values.recipientUser,
          }).unwrap(),
      );
      draft.saved();
      refreshContract(contract.id);
      message.success(intl.formatMessage({ id: 'contract.versionSent', defaultMessage: 'Version sent' }));
      form.setFieldsValue({ recipientUser: undefined });
    } catch (failure) {
      if (errorOf(failure).status === 401) draft.unauthorized({ ...values });
      const violations = violationsOf(failure);
      form.setFields(
        (['templateVersion', 'recipientUser'] as const)
          .filter((name) => violations[name])
          .map((name) => ({ name, errors: violations[name] })),
      );
    }
  };

  return (
    <SectionCard title={<FormattedMessage id="contract.sendVersion" defaultMessage="Send a new version" />}>
      {draft.notice}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={send}
        onValuesChange={(changed, all) => draft.onValuesChange(changed, { ...all })}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="templateVersion"
          label={templateVersionLabel}
          rules={[requiredRule(intl, templateVersionLabel)]}
        >
          <OptionsSelect source={versionOptions} />
        </Form.Item>
        <Form.Item name="recipientUser" label={recipientLabel} rules={[requiredRule(intl, recipientLabel)]}>
          <OptionsSelect source={userOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          <FormattedMessage id="contract.send" defaultMessage="Send" />
        </Button>
      </Form>
    </SectionCard>
  );
}
