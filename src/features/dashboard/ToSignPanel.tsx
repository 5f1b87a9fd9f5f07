/**
 * The dashboard's "waiting for your signature" panel (loaded only for the roles that have My
 * Contracts, in its own chunk): the caller's contracts whose latest version waits for a signature,
 * as the platform scopes them, the five newest linked to their page, and how many in all.
 */
import { Alert, Card, List, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RESOURCES, type Contract } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { keyOf, resourceApi } from '../../api/resources';
import { formatDate } from '../../i18n/filters';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { latestVersion, MY_CONTRACT_ROUTE, SIGNED_FILTER } from '../contracts/index';

const contracts = resourceApi(RESOURCES.contracts);
const contractKey = keyOf(RESOURCES.contracts);
/** How many the panel names; the link shows them all. */
export const TO_SIGN_SHOWN = 5;
const WAITING = { [SIGNED_FILTER]: 'false' };

/** When the version that waits was sent (the latest one). */
function SentOn({ contract }: { contract: Contract }) {
  const sent = latestVersion(contract.versions)?.createdAt;
  if (!sent) return null;
  return (
    <Typography.Text type="secondary">
      <FormattedMessage
        id="dashboard.toSign.since"
        defaultMessage="Sent on {date}"
        values={{ date: formatDate(sent) }}
      />
    </Typography.Text>
  );
}

export default function ToSignPanel() {
  const intl = useIntl();
  const localised = useLocalisedPath();
  const { data, error, isLoading } = contracts.useListQuery({
    page: 1,
    itemsPerPage: TO_SIGN_SHOWN,
    filters: WAITING,
    order: { start: 'desc' },
  });
  const total = data?.total ?? 0;
  const all = `/${MY_CONTRACT_ROUTE}?${new URLSearchParams(WAITING).toString()}`;
  return (
    <Card
      style={{ marginTop: 16 }}
      data-testid="to-sign"
      title={intl.formatMessage(
        { id: 'dashboard.toSign.title', defaultMessage: 'Waiting for your signature ({count, number})' },
        { count: total },
      )}
      extra={
        total > 0 ? (
          <Link to={localised(all)}>
            <FormattedMessage id="dashboard.toSign.all" defaultMessage="Show all" />
          </Link>
        ) : null
      }
    >
      {error ? <Alert type="error" showIcon message={errorOf(error).title} /> : null}
      <List<Contract>
        loading={isLoading}
        dataSource={data?.items ?? []}
        locale={{
          // In the description grey: antd's list draws its empty text in the disabled one (3:1).
          emptyText: (
            <Typography.Text type="secondary">
              {intl.formatMessage({
                id: 'dashboard.toSign.none',
                defaultMessage: 'Nothing waits for your signature.',
              })}
            </Typography.Text>
          ),
        }}
        renderItem={(contract) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link to={localised(`/${MY_CONTRACT_ROUTE}/${contractKey(contract)}`)}>
                  <TranslatedText translations={contract.templateTranslations} />
                </Link>
              }
              description={<SentOn contract={contract} />}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
