/**
 * The spec's "customer association" modal: a contract, the customer (a user, of the chosen
 * company when one is chosen) and the company, which starts as the contract's recipient company.
 * What was chosen outlives a session that ends while the modal is open: after sign-in the page
 * opens the modal again with it (the same draft hook as every form).
 */
import { App, Form, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Iri } from '../../../contract';
import { errorOf, idFromIri, violationsOf } from '../../api/hydra';
import { useCompanyOptions } from '../../shared/relations/companies';
import { requiredRule } from '../../shared/ui/formRules';
import { OptionsSelect } from '../../shared/ui/OptionsSelect';
import { useSessionDraft } from '../../shared/ui/useSessionDraft';
import { contracts, customerAssociations, useContractOptions, userOptionsOf } from './names';

interface Values {
  contract?: Iri;
  customer?: Iri;
  company?: Iri | null;
}

const FIELDS = ['contract', 'customer', 'company'] as const;

export interface CustomerAssociationModalProps {
  open: boolean;
  /** A draft came back after sign-in: the page opens the modal to show it. */
  onRestored: () => void;
  onClose: () => void;
}

export function CustomerAssociationModal({ open, onRestored, onClose }: CustomerAssociationModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // The modal is rendered while closed (forceRender), so the draft is read as the page opens.
  const draft = useSessionDraft(form, 'customer-association');
  const restored = draft.notice !== null;
  useEffect(() => {
    if (restored) onRestored();
  }, [restored, onRestored]);
  const [create, { isLoading }] = customerAssociations.useCreateMutation();
  const contract = Form.useWatch('contract', form);
  const company = Form.useWatch('company', form);
  const { data: chosen } = contracts.useGetQuery(contract ? idFromIri(contract) : '', { skip: !contract });
  const userOptions = useMemo(() => userOptionsOf(company), [company]);
  useEffect(() => {
    // Only an empty company is proposed: one chosen (or brought back by a draft) stays.
    if (chosen && chosen['@id'] === form.getFieldValue('contract') && !form.getFieldValue('company'))
      form.setFieldsValue({ company: chosen.recipientCompany ?? undefined });
  }, [chosen, form]);

  const labels = {
    contract: intl.formatMessage({ id: 'customerAssociation.contract', defaultMessage: 'Contract' }),
    customer: intl.formatMessage({ id: 'customerAssociation.customer', defaultMessage: 'Customer' }),
    company: intl.formatMessage({ id: 'customerAssociation.company', defaultMessage: 'Company' }),
  };

  const save = async () => {
    const values = await form.validateFields();
    try {
      await create({
        contract: values.contract!,
        customer: values.customer!,
        company: values.company ?? null,
      }).unwrap();
      draft.saved();
      message.success(intl.formatMessage({ id: 'resource.created', defaultMessage: 'Created' }));
      form.resetFields();
      onClose();
    } catch (failure) {
      if (errorOf(failure).status === 401) draft.unauthorized({ ...values });
      const violations = violationsOf(failure);
      form.setFields(FIELDS.filter((name) => violations[name]).map((name) => ({ name, errors: violations[name] })));
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'customerAssociation.create', defaultMessage: 'New customer association' })}
      okText={intl.formatMessage({ id: 'resource.create', defaultMessage: 'Create' })}
      confirmLoading={isLoading}
      onOk={save}
      onCancel={onClose}
      forceRender
    >
      {draft.notice}
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={(changed: Values) => {
          // A new contract proposes its recipient company; the customer is chosen again within it.
          if ('contract' in changed) form.setFieldsValue({ company: undefined, customer: undefined });
          if ('company' in changed) form.setFieldsValue({ customer: undefined });
          draft.onValuesChange(changed, { ...form.getFieldsValue() });
        }}
      >
        <Form.Item name="contract" label={labels.contract} rules={[requiredRule(intl, labels.contract)]}>
          <OptionsSelect source={useContractOptions} />
        </Form.Item>
        <Form.Item name="company" label={labels.company}>
          <OptionsSelect source={useCompanyOptions} />
        </Form.Item>
        <Form.Item name="customer" label={labels.customer} rules={[requiredRule(intl, labels.customer)]}>
          <OptionsSelect source={userOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
