/** The signed-in user's own company (the menu guard already requires one). */
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESOURCES, ROLES } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { idFromIri, errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { selectRoles } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useCurrentUser } from '../../user';

// Only company admins see their company's template links (read-only): loaded for them alone.
const CompanyTemplateLinks = lazy(() =>
  import(/* webpackChunkName: "company-template-links" */ '../templates/index').then((templates) => ({
    default: templates.CompanyTemplateLinks,
  })),
);

function CompanyDetails({ companyId, fallbackName }: { companyId: string; fallbackName: string }) {
  const intl = useIntl();
  const { data: company, isLoading, error } = resourceApi(RESOURCES.companies).useGetQuery(companyId);
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon message={errorOf(error).title} description={fallbackName} />;
  if (!company) return null;
  const yes = intl.formatMessage({ id: 'common.yes', defaultMessage: 'Yes' });
  const no = intl.formatMessage({ id: 'common.no', defaultMessage: 'No' });
  return (
    <Descriptions bordered column={1} size="middle">
      <Descriptions.Item label={<FormattedMessage id="company.name" defaultMessage="Name" />}>
        {company.name}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.type" defaultMessage="Type" />}>
        <Tag>{company.provider ? 'PROVIDER_COMPANY' : company.groupCompany ? 'GROUP_COMPANY' : 'CUSTOMER_COMPANY'}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.resellerCompany" defaultMessage="Reseller" />}>
        {company.resellerCompany ? yes : no}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.activity" defaultMessage="Active" />}>
        {company.activity ? yes : no}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.uuid" defaultMessage="Identifier" />}>
        {company.uuid}
      </Descriptions.Item>
      {company.deletedAt && (
        <Descriptions.Item label={<FormattedMessage id="company.deletedAt" defaultMessage="Deleted" />}>
          {formatDate(company.deletedAt)}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

export default function MyCompanyPage() {
  const { user } = useCurrentUser();
  const company = user?.company;
  const companyAdmin = hasAnyRole(useAppSelector(selectRoles), [ROLES.COMPANY_ADMIN]);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {company?.name ?? <FormattedMessage id="menu.myCompany" defaultMessage="My Company" />}
      </Typography.Title>
      {company ? <CompanyDetails companyId={idFromIri(company['@id'])} fallbackName={company.name} /> : null}
      {company && companyAdmin ? (
        <section style={{ marginTop: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            <FormattedMessage id="templateActivation.myCompanyTitle" defaultMessage="Contract templates" />
          </Typography.Title>
          <Suspense fallback={<Skeleton active />}>
            <CompanyTemplateLinks company={company['@id']} />
          </Suspense>
        </section>
      ) : null}
    </>
  );
}
