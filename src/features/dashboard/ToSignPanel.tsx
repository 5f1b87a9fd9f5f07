/**
 * The dashboard's "waiting for your signature" panel (loaded only for the roles that have My
 * Contracts, in its own chunk): the caller's contracts whose latest version waits for a signature,
 * as the platform scopes them, the five newest linked to their page, and how many in all.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { RESOURCES, type Contract } from '../../../contract';
import { keyOf, resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { SecondaryMessage } from '../../shared/ui/SecondaryMessage';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { latestVersion, MY_CONTRACT_ROUTE, SIGNED_FILTER } from '../contracts/index';
import { ListPanel } from '../../shared/ui/ListPanel';

const contracts = resourceApi(RESOURCES.contracts);
const contractKey = keyOf(RESOURCES.contracts);
const WAITING = { [SIGNED_FILTER]: 'false' };
const NEWEST_FIRST = { start: 'desc' } as const;

/** When the version that waits was sent (the latest one). */
function SentOn({ contract }: { contract: Contract }) {
  const sent = latestVersion(contract.versions)?.createdAt;
  if (!sent) return null;
  return (
    <SecondaryMessage id="dashboard.toSign.since" defaultMessage="Sent on {date}" values={{ date: formatDate(sent) }} />
  );
}

export default function ToSignPanel() {
  const localised = useLocalisedPath();
  return (
    <ListPanel
      testId="to-sign"
      api={contracts}
      filters={WAITING}
      order={NEWEST_FIRST}
      title={{ id: 'dashboard.toSign.title', defaultMessage: 'Waiting for your signature ({count, number})' }}
      extra={
        <Link to={localised(`/${MY_CONTRACT_ROUTE}?${new URLSearchParams(WAITING).toString()}`)}>
          <FormattedMessage id="dashboard.toSign.all" defaultMessage="Show all" />
        </Link>
      }
      emptyText={{ id: 'dashboard.toSign.none', defaultMessage: 'Nothing waits for your signature.' }}
      rowKey={contractKey}
      heading={(contract) => (
        <Link to={localised(`/${MY_CONTRACT_ROUTE}/${contractKey(contract)}`)}>
          <TranslatedText translations={contract.templateTranslations} />
        </Link>
      )}
      description={(contract) => <SentOn contract={contract} />}
    />
  );
}
