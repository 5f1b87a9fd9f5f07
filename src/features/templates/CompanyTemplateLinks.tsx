/**
 * The templates one company may use (template activation): each link's template, activity and
 * approval. Managers (tenant admins) change approval, disable or enable a link and choose the
 * company's templates in the "contract template company" modal; a company admin reads them.
 */
import { EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type CompanyTemplate, type Iri } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useDisableCompanyTemplateMutation } from '../../api/special/templates';
import { ContractTemplateTitle } from '../../shared/relations/contractTemplates';
import { YesNo } from '../../shared/ui/YesNo';
import { ChooseTemplatesModal } from './ChooseTemplatesModal';

const links = resourceApi(RESOURCES.companyMediateContractTemplates);

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

  const columns: TableColumnsType<CompanyTemplate> = [
    {
      key: 'template',
      title: intl.formatMessage({ id: 'templateActivation.template', defaultMessage: 'Template' }),
      render: (_, link) => <ContractTemplateTitle iri={link.contractTemplate} />,
    },
    {
      key: 'activity',
      title: intl.formatMessage({ id: 'templateActivation.activity', defaultMessage: 'Active' }),
      render: (_, link) => <YesNo value={link.activity} />,
    },
    {
      key: 'approved',
      title: intl.formatMessage({ id: 'templateActivation.approved', defaultMessage: 'Approved' }),
      render: (_, link) =>
        manage ? (
          <Switch
            checked={link.approved}
            loading={busy === link.id}
            aria-label={intl.formatMessage({ id: 'templateActivation.approved', defaultMessage: 'Approved' })}
            onChange={(approved) => run(link, () => update({ id: link.id, body: { approved } }).unwrap())}
          />
        ) : (
          <YesNo value={link.approved} />
        ),
    },
  ];
  if (manage)
    columns.push({
      key: 'actions',
      title: intl.formatMessage({ id: 'resource.actions', defaultMessage: 'Actions' }),
      render: (_, link) =>
        link.activity ? (
          <Popconfirm
            title={intl.formatMessage({
              id: 'templateActivation.disableConfirm',
              defaultMessage: 'Disable this template for the company?',
            })}
            onConfirm={() => run(link, () => disable(link.id).unwrap())}
          >
            <Button type="link" size="small" danger disabled={busy === link.id}>
              <FormattedMessage id="templateActivation.disable" defaultMessage="Disable" />
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="link"
            size="small"
            disabled={busy === link.id}
            onClick={() => run(link, () => update({ id: link.id, body: { activity: true } }).unwrap())}
          >
            <FormattedMessage id="templateActivation.enable" defaultMessage="Enable" />
          </Button>
        ),
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {list.error && (
        <Alert
          type="error"
          showIcon
          message={errorOf(list.error).title}
          description={errorOf(list.error).description}
        />
      )}
      {manage && (
        <Button icon={<EditOutlined />} onClick={() => setChoosing(true)} disabled={list.isLoading}>
          <FormattedMessage id="templateActivation.choose" defaultMessage="Choose templates" />
        </Button>
      )}
      <Table<CompanyTemplate>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        loading={list.isFetching}
        pagination={false}
        locale={{
          emptyText: intl.formatMessage({
            id: 'templateActivation.none',
            defaultMessage: 'No templates activated for this company',
          }),
        }}
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
