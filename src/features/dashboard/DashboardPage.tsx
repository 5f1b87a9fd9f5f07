/**
 * Dashboard: the three counters (tenants, companies, users) the platform scopes to the user; for
 * the roles that are sent contracts, the contracts waiting for their signature; for the roles that
 * write templates and send contracts, the drafts to publish and an activity panel. Each panel is a
 * chunk of its own.
 */
import { Alert, Card, Spin, Statistic } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ACTIVITY_ROLES } from '../../../contract';
import { hasAnyRole } from '../../access';
import { errorOf } from '../../api/hydra';
import { selectRoles } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useDashboardCounters } from '../../user';
import { PageHeading } from '../../shared/ui/Heading';
import { withMoreStyles } from '../../shared/theme/prebuiltStyles';
import { MY_CONTRACT_ROLES } from '../contracts/index';

// Drawn with the second file of the prebuilt styles (its grid and chart), loaded beside it.
const ActivityPanel = lazy(() =>
  withMoreStyles(() => import(/* webpackChunkName: "dashboard-activity" */ './ActivityPanel')),
);
const ToSignPanel = lazy(() => import(/* webpackChunkName: "dashboard-to-sign" */ './ToSignPanel'));
const DraftsPanel = lazy(() => import(/* webpackChunkName: "dashboard-drafts" */ './DraftsPanel'));
const panelFallback = <Spin style={{ display: 'block', marginTop: 24 }} />;

/**
 * The counters side by side from antd's `sm` breakpoint, one above the other below it, 16 px apart:
 * a grid of its own rather than antd's Row and Col, whose styles (every span at every breakpoint)
 * would be a tenth of the styles every first screen preloads (scripts/build/prebuilt-styles.tsx).
 */
const COUNTERS = 'dashboard-counters';
const COUNTERS_CSS = `.${COUNTERS}{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:576px){.${COUNTERS}{grid-template-columns:repeat(3,minmax(0,1fr))}}`;

function Counter({ name, label, value, loading }: { name: string; label: ReactNode; value: number; loading: boolean }) {
  return (
    <Card>
      <Statistic
        title={label}
        value={value}
        loading={loading}
        valueRender={(node) => <span data-testid={`counter-${name}`}>{node}</span>}
      />
    </Card>
  );
}

export default function DashboardPage() {
  const { tenant, company, user, loaded, isFetching, error } = useDashboardCounters();
  const loading = !loaded && isFetching;
  const roles = useAppSelector(selectRoles);
  const showsActivity = hasAnyRole(roles, ACTIVITY_ROLES);
  const showsToSign = hasAnyRole(roles, MY_CONTRACT_ROLES);
  return (
    <>
      <PageHeading style={{ marginBottom: 16 }}>
        <FormattedMessage id="dashboard.title" defaultMessage="Dashboard" />
      </PageHeading>
      {error ? <Alert type="error" showIcon message={errorOf(error).title} style={{ marginBottom: 16 }} /> : null}
      <style>{COUNTERS_CSS}</style>
      <div className={COUNTERS} data-testid="dashboard-counters">
        <Counter
          name="tenant"
          label={<FormattedMessage id="dashboard.tenants" defaultMessage="Tenants" />}
          value={tenant}
          loading={loading}
        />
        <Counter
          name="company"
          label={<FormattedMessage id="dashboard.companies" defaultMessage="Companies" />}
          value={company}
          loading={loading}
        />
        <Counter
          name="user"
          label={<FormattedMessage id="dashboard.users" defaultMessage="Users" />}
          value={user}
          loading={loading}
        />
      </div>
      {showsToSign && (
        <Suspense fallback={panelFallback}>
          <ToSignPanel />
        </Suspense>
      )}
      {showsActivity && (
        <Suspense fallback={panelFallback}>
          <DraftsPanel />
        </Suspense>
      )}
      {showsActivity && (
        <Suspense fallback={panelFallback}>
          <ActivityPanel />
        </Suspense>
      )}
    </>
  );
}
