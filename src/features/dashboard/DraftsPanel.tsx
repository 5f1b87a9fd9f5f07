/**
 * The dashboard's "drafts to publish" panel for those who write templates (supervisor, tenant
 * admin, editor), in its own chunk: the newest draft template versions the platform shows the
 * caller, each named by its template and linked to its page, with Publish at hand.
 */
import { Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RESOURCES, type ContractTemplateVersion } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { ContractTemplateTitle } from '../../shared/relations/contractTemplates';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ListPanel, PANEL_ROWS } from '../../shared/ui/ListPanel';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { DRAFTS, LazyPublishVersion, TEMPLATE_ROUTE, versionPath } from '../templates/index';

const versions = resourceApi(RESOURCES.contractTemplateVersions);

export default function DraftsPanel() {
  const intl = useIntl();
  const localised = useLocalisedPath();
  const query = versions.useListQuery({
    page: 1,
    itemsPerPage: PANEL_ROWS,
    filters: DRAFTS,
    order: { createdAt: 'desc' },
  });
  // Publish tells its outcome through antd's message hooks, which the dashboard does not load for
  // the other roles: the panel brings them.
  return (
    <WithFeedback>
      <ListPanel<ContractTemplateVersion>
        testId="drafts"
        query={query}
        title={intl.formatMessage(
          { id: 'dashboard.drafts.title', defaultMessage: 'Drafts to publish ({count, number})' },
          { count: query.data?.total ?? 0 },
        )}
        extra={
          <Link to={localised(`/${TEMPLATE_ROUTE}`)}>
            <FormattedMessage id="dashboard.drafts.templates" defaultMessage="Templates" />
          </Link>
        }
        emptyText={intl.formatMessage({
          id: 'dashboard.drafts.none',
          defaultMessage: 'No draft waits to be published.',
        })}
        rowKey={(version) => version.id}
        heading={(version) => (
          <Link to={localised(versionPath(idFromIri(version.template), version.id))}>
            <ContractTemplateTitle iri={version.template} />
          </Link>
        )}
        description={(version) => (
          <Typography.Text type="secondary">
            <FormattedMessage
              id="dashboard.drafts.since"
              defaultMessage="Draft begun on {date}"
              values={{ date: formatDate(version.createdAt) }}
            />
          </Typography.Text>
        )}
        actions={(version) => [<LazyPublishVersion key="publish" version={version} type="link" size="small" />]}
      />
    </WithFeedback>
  );
}
