/**
 * /contract/customer-association: the associations the caller may see, a modal to add one, and
 * Sign for the caller's own unsigned associations (only the customer signs: docs/decisions.md).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomerAssociation } from '../../../contract';
import { useSignCustomerAssociationMutation } from '../../api/special/contracts';
import { WithFeedback } from '../../shared/resource/resourcePages';
import { ResourceList } from '../../shared/ui/ResourceList';
import { useCurrentUser } from '../../user';
import customerAssociationResource from './customerAssociation.resource';
import { CustomerAssociationModal } from './CustomerAssociationModal';
import { ContractTitle } from './names';
import { SignConfirmModal } from './SignConfirmModal';

const ROUTE = 'contract/customer-association';

export default function CustomerAssociationsPage() {
  const { user } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [signing, setSigning] = useState<CustomerAssociation>();
  const [sign] = useSignCustomerAssociationMutation();
  const signable = (association: CustomerAssociation) =>
    association.signedAt === null && association.customer === user?.['@id'];
  return (
    <WithFeedback>
      <ResourceList
        resource={customerAssociationResource}
        route={ROUTE}
        rowLink="none"
        removable
        rowActions={(association) =>
          signable(association) ? (
            <Button type="link" size="small" onClick={() => setSigning(association)}>
              <FormattedMessage id="myContract.sign" defaultMessage="Sign" />
            </Button>
          ) : null
        }
        toolbar={[
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            <FormattedMessage id="resource.create" defaultMessage="Create" />
          </Button>,
        ]}
      />
      <CustomerAssociationModal open={creating} onClose={() => setCreating(false)} />
      <SignConfirmModal
        open={signing !== undefined}
        what={signing ? <ContractTitle iri={signing.contract} /> : null}
        onSign={() => sign(signing!).unwrap()}
        onClose={() => setSigning(undefined)}
      />
    </WithFeedback>
  );
}
