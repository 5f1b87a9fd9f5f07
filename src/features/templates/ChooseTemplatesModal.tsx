/**
 * The spec's "contract template company" modal: the templates a company may use, chosen among the
 * tenant's templates by title. Saving makes the company's links exactly that list in one
 * transaction (links kept keep their activity and approval).
 */
import { ProForm } from '@ant-design/pro-components';
import { App, Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { Iri } from '../../../contract';
import { errorOf, idFromIri } from '../../api/hydra';
import { useReplaceCompanyTemplatesMutation } from '../../api/special/templates';
import { useContractTemplateOptions } from '../../shared/relations/contractTemplates';
import type { FormField } from '../../shared/resource/defineResource';
import { ResourceFieldInput } from '../../shared/ui/ResourceFields';

const TEMPLATES: FormField = {
  name: 'contractTemplates',
  label: { id: 'templateActivation.templates', defaultMessage: 'Templates' },
  kind: 'tags',
  options: useContractTemplateOptions,
};

export function ChooseTemplatesModal({
  company,
  chosen,
  onClose,
}: {
  company: Iri;
  chosen: Iri[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [replace] = useReplaceCompanyTemplatesMutation();
  const save = async (values: { contractTemplates?: Iri[] }): Promise<boolean> => {
    try {
      await replace({ company: idFromIri(company), contractTemplates: values.contractTemplates ?? [] }).unwrap();
    } catch (failure) {
      // A 422 is already notified by the base query; a refused IRI (400) or any other failure is said here.
      if (errorOf(failure).status !== 422) message.error(errorOf(failure).description);
      return false;
    }
    message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
    onClose();
    return true;
  };
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'templateActivation.chooseTitle', defaultMessage: 'Templates of the company' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <ProForm<{ contractTemplates?: Iri[] }>
        name="company-templates"
        layout="vertical"
        initialValues={{ contractTemplates: chosen }}
        onFinish={save}
      >
        <ResourceFieldInput field={TEMPLATES} />
      </ProForm>
    </Modal>
  );
}
