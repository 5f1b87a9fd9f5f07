/**
 * /configuration/audit: the audit trail as the generic read-only list, with a check of its hash
 * chains for those who may run it (supervisor: every chain, tenant admin: its tenant's).
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { useVerifyAuditChainMutation } from '../../api/special/audit';
import { selectRoles } from '../../session/sessionSlice';
import { ResourceList } from '../../shared/ui/ResourceList';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useAppSelector } from '../../store/hooks';
import auditEntryResource from './auditEntry.resource';

export const AUDIT_ROUTE = 'configuration/audit';
const CHECKS_CHAINS = [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN];

function VerifyChainButton() {
  const intl = useIntl();
  const { modal } = App.useApp();
  const [verify, { isLoading }] = useVerifyAuditChainMutation();
  const run = async () => {
    const result = await verify();
    // A refusal is explained by the base query's notice.
    if (!('data' in result) || !result.data) return;
    const { valid, entries, broken } = result.data;
    if (valid)
      modal.success({
        title: intl.formatMessage({ id: 'audit.verify.valid', defaultMessage: 'The audit trail is intact' }),
        content: intl.formatMessage(
          { id: 'audit.verify.checked', defaultMessage: '{count, plural, one {# entry} other {# entries}} checked' },
          { count: entries },
        ),
      });
    else
      modal.error({
        title: intl.formatMessage({ id: 'audit.verify.broken', defaultMessage: 'The audit trail has been altered' }),
        content: intl.formatMessage(
          { id: 'audit.verify.brokenAt', defaultMessage: 'First broken entry: No. {entry}' },
          { entry: broken?.entryId ?? '—' },
        ),
      });
  };
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={isLoading} onClick={() => void run()}>
      <FormattedMessage id="audit.verify" defaultMessage="Verify chain" />
    </Button>
  );
}

export default function AuditPage() {
  const checks = hasAnyRole(useAppSelector(selectRoles), CHECKS_CHAINS);
  return (
    <WithFeedback>
      <ResourceList
        resource={auditEntryResource}
        route={AUDIT_ROUTE}
        rowLink="none"
        removable={false}
        toolbar={checks ? [<VerifyChainButton key="verify" />] : []}
      />
    </WithFeedback>
  );
}
