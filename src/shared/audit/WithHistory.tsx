/**
 * A record's page with a History tab beside its details, for those who read the audit trail
 * (supervisor, tenant admin, company admin); everyone else sees the details alone. The history's
 * code and entries load when the tab is first opened.
 */
import { Skeleton, Tabs } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AUDIT_READERS } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { selectRoles } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';

const RecordHistory = lazy(() => import(/* webpackChunkName: "record-history" */ './RecordHistory'));

export function WithHistory({
  resource,
  id,
  children,
}: {
  /** The record's wire path, as the trail names it ('companies'). */
  resource: string;
  /** The record's key as its address carries it (companies: uuid). */
  id: string | number;
  children: ReactNode;
}) {
  const intl = useIntl();
  const readsAudit = hasAnyRole(useAppSelector(selectRoles), AUDIT_READERS);
  if (!readsAudit) return <>{children}</>;
  return (
    <Tabs
      className="record-tabs"
      defaultActiveKey="details"
      items={[
        { key: 'details', label: intl.formatMessage({ id: 'audit.details', defaultMessage: 'Details' }), children },
        {
          key: 'history',
          label: intl.formatMessage({ id: 'audit.history', defaultMessage: 'History' }),
          children: (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              <RecordHistory resource={resource} id={String(id)} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
