/**
 * /contract/customer-association: the associations the caller may see; for the tenant admin a
 * modal to add one and deletion, for everyone Sign on their own unsigned associations (only the
 * customer signs: docs/decisions.md).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROLES, type CustomerAssociation } from '../../../contract';
import { hasAnyRole } from '../../access/roles';
import { useSignCustomerAssociationMutation } from '../../api/special/contracts';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { ResourceList } from '../../shared/ui/ResourceList';
import { selectRoles } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useCurrentUser } from '../../user';
import customerAssociationResource from './customerAssociation.resource';
import { CustomerAssociationModal } from './CustomerAssociationModal';
import { ContractTitle } from './names';
import { CUSTOMER_ASSOCIATION_ROUTE } from './routes';
import { SignConfirmModal } from './SignConfirmModal';

export default function CustomerAssociationsPage() {
  const { user } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const openCreate = useCallback(() => setCreating(true), []);
  const [signing, setSigning] = useState<CustomerAssociation>();
  const [sign] = useSignCustomerAssociationMutation();
  // Only contract managers add and delete associations (the platform refuses everyone else).
  const manages = hasAnyRole(useAppSelector(selectRoles), [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN]);
  const signable = (association: CustomerAssociation) =>
    association.signedAt === null && association.customer === user?.['@id'];
  return (
    <WithFeedback>
      <ResourceList
        resource={customerAssociationResource}
        route={CUSTOMER_ASSOCIATION_ROUTE}
        rowLink="none"
        removable={manages}
        rowActions={(association) =>
          signable(association) ? (
            <Button type="link" size="small" onClick={() => setSigning(association)}>
              <FormattedMessage id="myContract.sign" defaultMessage="Sign" />
            </Button>
          ) : null
        }
        toolbar={
          manages
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={openCreate}>
                  <FormattedMessage id="resource.create" defaultMessage="Create" />
                </Button>,
              ]
            : []
        }
      />
      {manages && (
        <CustomerAssociationModal open={creating} onRestored={openCreate} onClose={() => setCreating(false)} />
      )}
      <SignConfirmModal
        open={signing !== undefined}
        what={signing ? <ContractTitle iri={signing.contract} /> : null}
        onSign={() => sign(signing!).unwrap()}
        onClose={() => setSigning(undefined)}
      />
    </WithFeedback>
  );
}
