/**
 * The templates one company may use (template activation): each link's template and ONE control
 * that decides, "Available to the company" (the link's activity: off is the spec's disable call,
 * on a PATCH), with a sentence saying so. The link's approval is the company's answer to the offer
 * (docs/decisions.md): shown, never a second switch. Managers (tenant admins) also choose the
 * company's templates in the "contract template company" modal; a company admin reads them.
 */
import { EditOutlined } from '@ant-design/icons';
import { App, Button, Space, Switch } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type CompanyTemplate, type Iri } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useDisableCompanyTemplateMutation } from '../../api/special/templates';
import { ContractTemplateTitle } from '../../shared/relations/contractTemplates';
import { FailureAlert } from '../../shared/ui/FailureAlert';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { Text } from '../../shared/ui/Text';
import { YES_NO_WORDS } from '../../shared/ui/YesNo';
import { ChooseTemplatesModal } from './ChooseTemplatesModal';

const links = resourceApi(RESOURCES.companyMediateContractTemplates);

const AVAILABLE = { id: 'templateActivation.available', defaultMessage: 'Available to the company' };

export interface CompanyTemplateLinksProps {
  /** The company's IRI. */
  company: Iri;
  /** Offer the changes (tenant admins); otherwise the links are only shown. */
  manage?: boolean;
}

export function CompanyTemplateLinks({ company, manage = false }: CompanyTemplateLinksProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [choosing, setChoosing] = useState(false);
  const list = links.useListQuery({ page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE, filters: { company } });
  const [update] = links.useUpdateMutation();
  const [disable] = useDisableCompanyTemplateMutation();
  const [busy, setBusy] = useState<number>();
  const items = list.data?.items ?? [];

  const run = async (link: CompanyTemplate, call: () => Promise<unknown>) => {
    setBusy(link.id);
    try {
      await call();
      message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
    } catch (failure) {
      if (errorOf(failure).status !== 422) message.error(errorOf(failure).description);
    } finally {
      setBusy(undefined);
    }
  };

  const fields: TableField<CompanyTemplate>[] = [
    {
      name: 'contractTemplate',
      label: { id: 'templateActivation.template', defaultMessage: 'Template' },
      column: { relation: ContractTemplateTitle },
    },
    {
      name: 'activity',
      label: AVAILABLE,
      // Managers switch it; a company admin reads it.
      column: manage
        ? {
            render: (link) => (
              <Switch
                checked={link.activity}
                loading={busy === link.id}
                aria-label={intl.formatMessage(AVAILABLE)}
                // Off is the spec's disable action; on sets the link's activity again (it keeps its approval).
                onChange={(available) =>
                  run(link, () =>
                    available ? update({ id: link.id, body: { activity: true } }).unwrap() : disable(link.id).unwrap(),
                  )
                }
              />
            ),
          }
        : { words: YES_NO_WORDS },
    },
    {
      name: 'approved',
      label: { id: 'templateActivation.approvedByCompany', defaultMessage: 'Approved by the company' },
      column: { words: YES_NO_WORDS },
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {list.error && <FailureAlert failure={list.error} />}
      <p style={{ margin: 0, maxWidth: 720 }}>
        <Text type="secondary">
          {manage ? (
            <FormattedMessage
              id="templateActivation.explain"
              defaultMessage="Only the switch “Available to the company” decides whether the company may use a template. Switching it off withdraws the template from the company but keeps it in the list, so it can be switched on again. “Approved by the company” only records the company’s answer to the offer."
            />
          ) : (
            <FormattedMessage
              id="templateActivation.explainReadOnly"
              defaultMessage="Your company may use the templates marked available. “Approved by the company” only records your company’s answer to the offer."
            />
          )}
        </Text>
      </p>
      {manage && (
        <Button icon={<EditOutlined />} onClick={() => setChoosing(true)} disabled={list.isLoading}>
          <FormattedMessage id="templateActivation.choose" defaultMessage="Choose templates" />
        </Button>
      )}
      <ResourceTable<CompanyTemplate>
        rowKey="id"
        fields={fields}
        items={items}
        loading={list.isFetching}
        emptyText={{ id: 'templateActivation.none', defaultMessage: 'No templates activated for this company' }}
      />
      {choosing && (
        <ChooseTemplatesModal
          company={company}
          chosen={items.map((link) => link.contractTemplate)}
          onClose={() => setChoosing(false)}
        />
      )}
    </Space>
  );
}
