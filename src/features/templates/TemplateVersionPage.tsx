/**
 * /contract/template/{id}/version/create and /contract/template/{id}/version/{vid}: a new version
 * of the template (the platform dates it now), or one version: where it stands, its activity and
 * texts, and its attachments. A breadcrumb leads back to the template.
 */
import { ProCard } from '@ant-design/pro-components';
import { Alert, App, Breadcrumb, Descriptions, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { RESOURCES, type ContractTemplate, type ContractTemplateVersion } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useGetCurrentTemplateVersionQuery } from '../../api/special/templates';
import { formatDate } from '../../i18n';
import { tellOnNextPage, WithFeedback } from '../../shared/ui/WithFeedback';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { WithHistory } from '../../shared/audit/WithHistory';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { ResourceFormBody } from '../../shared/ui/ResourceForm';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { Attachments } from './Attachments';
import templateResource from './contractTemplate.resource';
import versionResource, { versionFormValues } from './contractTemplateVersion.resource';
import { TEMPLATE_ROUTE, templatePath, versionPath } from './paths';
import { LazyPublishVersion } from './LazyPublishVersion';
import { VersionStatusTag, versionStatus } from './versionStatus';
import { PageHeading } from '../../shared/ui/Heading';

const templates = resourceApi(RESOURCES.contractTemplates);
const versions = resourceApi(RESOURCES.contractTemplateVersions);

function Trail({ template, last }: { template: ContractTemplate; last: string }) {
  const intl = useIntl();
  const localised = useLocalisedPath();
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={[
        { title: <Link to={localised(`/${TEMPLATE_ROUTE}`)}>{intl.formatMessage(templateResource.title)}</Link> },
        {
          title: (
            <Link to={localised(templatePath(template.id))}>
              <TranslatedText translations={template.translations} />
            </Link>
          ),
        },
        { title: last },
      ]}
    />
  );
}

function NewVersion({ template }: { template: ContractTemplate }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const [create] = versions.useCreateMutation();
  const heading = intl.formatMessage({ id: 'templateVersion.create', defaultMessage: 'New version' });
  return (
    <>
      <Trail template={template} last={heading} />
      <ProCard bordered title={<PageHeading>{heading}</PageHeading>}>
        <ResourceFormBody
          resource={versionResource}
          mode="create"
          initialValues={versionResource.createValues}
          onSave={async (body) => {
            const created = await create({ ...body, template: template['@id'] }).unwrap();
            tellOnNextPage(
              intl.formatMessage({
                id: 'templateVersion.draftCreated',
                defaultMessage: 'Draft created: add its attachments, then publish it',
              }),
            );
            // On to the new draft: its attachments are added there, then it is published.
            navigate(localised(versionPath(template.id, created.id)), { replace: true });
          }}
        />
      </ProCard>
    </>
  );
}

function VersionDetail({ template, version }: { template: ContractTemplate; version: ContractTemplateVersion }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [update] = versions.useUpdateMutation();
  const current = useGetCurrentTemplateVersionQuery(template['@id']);
  const revision = formatDate(version.plannedRevision, 'dateTime');
  const heading = intl.formatMessage(
    { id: 'templateVersion.heading', defaultMessage: 'Version of {revision}' },
    { revision },
  );
  return (
    <>
      <Trail template={template} last={heading} />
      <WithHistory resource={versions.resource.path} id={version.id}>
        <ProCard bordered title={<PageHeading>{heading}</PageHeading>} extra={<LazyPublishVersion version={version} />}>
          {version.publishedAt === null && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={
                <FormattedMessage
                  id="templateVersion.draftNotice"
                  defaultMessage="This version is a draft: it is not offered for sending. Add its texts and attachments, then publish it."
                />
              }
            />
          )}
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 24 }}>
            <Descriptions.Item
              label={<FormattedMessage id="templateVersion.plannedRevision" defaultMessage="Planned revision" />}
            >
              {revision}
            </Descriptions.Item>
            <Descriptions.Item label={<FormattedMessage id="templateVersion.createdAt" defaultMessage="Created" />}>
              {formatDate(version.createdAt, 'dateTime')}
            </Descriptions.Item>
            <Descriptions.Item label={<FormattedMessage id="templateVersion.status" defaultMessage="Status" />}>
              {current.isFetching ? '…' : <VersionStatusTag status={versionStatus(version, current.data?.id)} />}
            </Descriptions.Item>
          </Descriptions>
          <ResourceFormBody
            key={version.id}
            resource={versionResource}
            mode="edit"
            initialValues={versionFormValues(version)}
            onSave={async (body) => {
              await update({ id: version.id, body }).unwrap();
              message.success(intl.formatMessage({ id: 'resource.saved', defaultMessage: 'Saved' }));
            }}
          />
        </ProCard>
      </WithHistory>
      <Attachments version={version} />
    </>
  );
}

function ExistingVersion({ template, versionId }: { template: ContractTemplate; versionId: string }) {
  const { data: version, isLoading, error } = versions.useGetQuery(versionId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  // A version of another template is not this address's page.
  if (error || !version || version.template !== template['@id']) {
    const { status, title } = errorOf(error);
    return <ErrorPage status={error ? status : 404} message={title} />;
  }
  return <VersionDetail template={template} version={version} />;
}

export default function TemplateVersionPage() {
  const { id = '', vid } = useParams();
  const { data: template, isLoading, error } = templates.useGetQuery(id);
  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error || !template) {
    const { status, title } = errorOf(error);
    content = <ErrorPage status={error ? status : 404} message={title} />;
  } else content = vid ? <ExistingVersion template={template} versionId={vid} /> : <NewVersion template={template} />;
  return <WithFeedback>{content}</WithFeedback>;
}
