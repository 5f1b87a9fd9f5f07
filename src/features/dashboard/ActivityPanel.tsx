/**
 * The dashboard's activity panel (loaded only for the roles in ACTIVITY_ROLES, in its own chunk):
 * versions sent and signed per week, versions waiting for signature, templates without a current
 * version and the latest changes, all as the platform scopes them for the caller.
 */
import { Alert, Card, Col, Row, Statistic, Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ActivityChange } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { useGetDashboardActivityQuery } from '../../api/special/dashboard';
import { EnumLabel } from '../../shared/enums';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { ResourceTable, type TableField } from '../../shared/ui/ResourceTable';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { CONTRACT_ROUTE, SIGNED_FILTER } from '../contracts/index';
import { TEMPLATE_ROUTE } from '../templates/index';
import { ActivityChart } from './ActivityChart';
import { weekBuckets } from './weeks';

/** The contract list's "waiting" state filter and the template list (manifest routes of those features). */
const WAITING_CONTRACTS_PATH = `/${CONTRACT_ROUTE}?${new URLSearchParams({ [SIGNED_FILTER]: 'false' })}`;
const TEMPLATES_PATH = `/${TEMPLATE_ROUTE}`;

const CHANGE_FIELDS: TableField<ActivityChange>[] = [
  {
    name: 'kind',
    label: { id: 'activity.changes.kind', defaultMessage: 'Kind' },
    column: {
      render: (change) => (
        <>
          <Tag>
            <EnumLabel kind="activityKind" code={change.kind} />
          </Tag>
          <EnumLabel kind="activityAction" code={change.action} />
        </>
      ),
    },
  },
  {
    name: 'name',
    label: { id: 'activity.changes.name', defaultMessage: 'Name' },
    column: { render: (change) => change.name ?? <TranslatedText translations={change.translations} /> },
  },
  { name: 'at', label: { id: 'activity.changes.when', defaultMessage: 'When' }, column: { valueType: 'date' } },
];

function Figure({ testId, title, value, link }: { testId: string; title: string; value: number; link: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <Statistic title={title} value={value} valueRender={(node) => <span data-testid={testId}>{node}</span>} />
      <div style={{ marginTop: 8 }}>{link}</div>
    </Card>
  );
}

export default function ActivityPanel() {
  const intl = useIntl();
  const localised = useLocalisedPath();
  const { data, error, isLoading } = useGetDashboardActivityQuery();
  const buckets = useMemo(() => weekBuckets(data?.contracts?.days ?? [], new Date()), [data]);

  if (error) return <Alert type="error" showIcon message={errorOf(error).title} style={{ marginTop: 16 }} />;
  return (
    <section aria-labelledby="activity-title" style={{ marginTop: 24 }} data-testid="activity-panel">
      <h2 id="activity-title" style={{ fontSize: 18, marginBottom: 12 }}>
        <FormattedMessage id="activity.title" defaultMessage="Activity" />
      </h2>
      <Row gutter={[16, 16]}>
        {data?.contracts && (
          <Col xs={24} lg={16}>
            <Card
              title={intl.formatMessage({
                id: 'activity.chart.title',
                defaultMessage: 'Contract versions sent and signed per week',
              })}
            >
              <ActivityChart buckets={buckets} />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={data?.contracts ? 8 : 24}>
          <Row gutter={[16, 16]}>
            {data?.contracts && (
              <Col span={24}>
                <Figure
                  testId="activity-waiting"
                  title={intl.formatMessage({
                    id: 'activity.waiting',
                    defaultMessage: 'Versions waiting for signature',
                  })}
                  value={data.contracts.awaitingSignature}
                  link={
                    <Link to={localised(WAITING_CONTRACTS_PATH)}>
                      <FormattedMessage id="activity.waiting.link" defaultMessage="Show waiting contracts" />
                    </Link>
                  }
                />
              </Col>
            )}
            <Col span={24}>
              <Figure
                testId="activity-without-current"
                title={intl.formatMessage({
                  id: 'activity.withoutCurrent',
                  defaultMessage: 'Templates without a current version',
                })}
                value={data?.templatesWithoutCurrentVersion ?? 0}
                link={
                  <Link to={localised(TEMPLATES_PATH)}>
                    <FormattedMessage id="activity.withoutCurrent.link" defaultMessage="Show templates" />
                  </Link>
                }
              />
            </Col>
          </Row>
        </Col>
        <Col span={24}>
          <Card title={intl.formatMessage({ id: 'activity.changes.title', defaultMessage: 'Latest changes' })}>
            <ResourceTable<ActivityChange>
              size="small"
              rowKey={(change) => `${change['@id']}-${change.action}`}
              loading={isLoading}
              fields={CHANGE_FIELDS}
              items={data?.latestChanges ?? []}
              emptyText={{ id: 'activity.changes.none', defaultMessage: 'No changes yet' }}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
