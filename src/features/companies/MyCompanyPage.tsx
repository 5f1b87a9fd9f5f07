/**
 * The signed-in user's own company (the menu guard already requires one): what an admin needs to
 * know of it, in words (name, type, tenant, address with its country), and for its company admin
 * the identifier integrations ask for, ready to copy, and its template links.
 */
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { RESOURCES, ROLES, type Company } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { idFromIri, errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { selectRoles } from '../../session/sessionSlice';
import { EnumLabel } from '../../shared/enums';
import { WithHistory } from '../../shared/audit/WithHistory';
import { CountryName } from '../../shared/relations/countries';
import { PageHeading } from '../../shared/ui/Heading';
import { YesNo } from '../../shared/ui/YesNo';
import { useAppSelector } from '../../store/hooks';
import { useCurrentUser } from '../../user';
import { useLinkedAddress } from './addressFields';

// Only company admins see their company's template links (read-only): loaded for them alone.
const CompanyTemplateLinks = lazy(() =>
  import(/* webpackChunkName: "company-template-links" */ '../templates/index').then((templates) => ({
    default: templates.CompanyTemplateLinks,
  })),
);

function CompanyAddress({ iri }: { iri: string | null }) {
  const { address, loading } = useLinkedAddress(iri);
  if (!iri) return <>-</>;
  if (loading) return <Skeleton.Input active size="small" />;
  if (!address) return <>-</>;
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.street && <div>{address.street}</div>}
      {place && <div>{place}</div>}
      {address.country && (
        <div>
          <CountryName iri={address.country} />
        </div>
      )}
    </address>
  );
}

function CompanyDetails({ company, companyAdmin }: { company: Company; companyAdmin: boolean }) {
  return (
    <Descriptions bordered column={1} size="middle" labelStyle={{ width: 180 }}>
      <Descriptions.Item label={<FormattedMessage id="company.name" defaultMessage="Name" />}>
        {company.name}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.type" defaultMessage="Type" />}>
        <Tag>
          <EnumLabel kind="companyType" code={company.type} />
        </Tag>
        {company.resellerCompany && (
          <Tag>
            <EnumLabel kind="companyKind" code="RESELLER_COMPANY" />
          </Tag>
        )}
      </Descriptions.Item>
      {company.tenantName && (
        <Descriptions.Item label={<FormattedMessage id="company.tenant" defaultMessage="Tenant" />}>
          {company.tenantName}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={<FormattedMessage id="company.address" defaultMessage="Address" />}>
        <CompanyAddress iri={company.address} />
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="company.activity" defaultMessage="Active" />}>
        <YesNo value={company.activity} />
      </Descriptions.Item>
      {company.deletedAt && (
        <Descriptions.Item label={<FormattedMessage id="company.deletedAt" defaultMessage="Deleted" />}>
          {formatDate(company.deletedAt)}
        </Descriptions.Item>
      )}
      {companyAdmin && (
        // Integrations of the company (its API users' calls) name it by this id.
        <Descriptions.Item label={<FormattedMessage id="company.uuid" defaultMessage="Company ID" />}>
          <Typography.Text copyable code>
            {company.uuid}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function CompanyPanel({
  companyId,
  fallbackName,
  companyAdmin,
}: {
  companyId: string;
  fallbackName: string;
  companyAdmin: boolean;
}) {
  const { data: company, isLoading, error } = resourceApi(RESOURCES.companies).useGetQuery(companyId);
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon message={errorOf(error).title} description={fallbackName} />;
  return company ? (
    <WithHistory resource={RESOURCES.companies.path} id={company.uuid}>
      <CompanyDetails company={company} companyAdmin={companyAdmin} />
    </WithHistory>
  ) : null;
}

export default function MyCompanyPage() {
  const { user } = useCurrentUser();
  const company = user?.company;
  const companyAdmin = hasAnyRole(useAppSelector(selectRoles), [ROLES.COMPANY_ADMIN]);
  return (
    <>
      <PageHeading style={{ marginBottom: 16 }}>
        {company?.name ?? <FormattedMessage id="menu.myCompany" defaultMessage="My Company" />}
      </PageHeading>
      {company ? (
        <CompanyPanel companyId={idFromIri(company['@id'])} fallbackName={company.name} companyAdmin={companyAdmin} />
      ) : null}
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
