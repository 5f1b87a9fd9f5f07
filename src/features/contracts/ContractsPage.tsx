/** /contract/list, /create and /{id}: the generic list and create form, and the contract's own page. */
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { useFamilyScreen } from '../../shared/routing/familyScreen';
import { ResourceForm } from '../../shared/ui/ResourceForm';
import { ResourceList } from '../../shared/ui/ResourceList';
import contractResource from './contract.resource';
import { ContractDetail } from './ContractDetail';
import { CONTRACT_ROUTE } from './routes';

export default function ContractsPage() {
  const screen = useFamilyScreen();
  return (
    <WithFeedback>
      {screen.kind === 'list' && <ResourceList resource={contractResource} route={CONTRACT_ROUTE} />}
      {screen.kind === 'create' && <ResourceForm resource={contractResource} route={CONTRACT_ROUTE} mode="create" />}
      {screen.kind === 'item' && <ContractDetail key={screen.id} id={screen.id} />}
    </WithFeedback>
  );
}
