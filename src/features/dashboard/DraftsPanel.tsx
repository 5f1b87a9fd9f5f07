/**
 * The dashboard's "drafts to publish" panel for those who write templates (supervisor, tenant
 * admin, editor), in its own chunk: the newest draft template versions the platform shows the
 * caller, each named by its template and linked to its page, with Publish at hand.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { RESOURCES } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { ContractTemplateTitle } from '../../shared/relations/contractTemplates';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ListPanel } from '../../shared/ui/ListPanel';
import { SecondaryMessage } from '../../shared/ui/SecondaryMessage';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { DRAFTS, LazyPublishVersion, TEMPLATE_ROUTE, versionPath } from '../templates/index';

const versions = resourceApi(RESOURCES.contractTemplateVersions);
const NEWEST_FIRST = { createdAt: 'desc' } as const;

export default function DraftsPanel() {
  const localised = useLocalisedPath();
  // Publish tells its outcome through antd's message hooks, which the dashboard does not load for
  // the other roles: the panel brings them.
  return (
    <WithFeedback>
      <ListPanel
        testId="drafts"
        api={versions}
        filters={DRAFTS}
        order={NEWEST_FIRST}
        title={{ id: 'dashboard.drafts.title', defaultMessage: 'Drafts to publish ({count, number})' }}
        extra={
          <Link to={localised(`/${TEMPLATE_ROUTE}`)}>
            <FormattedMessage id="dashboard.drafts.templates" defaultMessage="Templates" />
          </Link>
        }
        emptyText={{ id: 'dashboard.drafts.none', defaultMessage: 'No draft waits to be published.' }}
        rowKey={(version) => version.id}
        heading={(version) => (
          <Link to={localised(versionPath(idFromIri(version.template), version.id))}>
            <ContractTemplateTitle iri={version.template} />
          </Link>
        )}
        description={(version) => (
          <SecondaryMessage
            id="dashboard.drafts.since"
            defaultMessage="Draft begun on {date}"
            values={{ date: formatDate(version.createdAt) }}
          />
        )}
        actions={(version) => [<LazyPublishVersion key="publish" version={version} type="link" size="small" />]}
      />
    </WithFeedback>
  );
}
