/**
 * /contract/list, /create and /{id}: the generic list and create form, and the contract's own page.
 * The list route loads the list only: the form and the contract's page (its versions, sending)
 * are chunks of their own, started when the user points at Create, a row or its Edit link.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { once } from '../../shared/routing/once';
import { useFamilyScreen } from '../../shared/routing/familyScreen';
import type { ResourceForm as GenericForm } from '../../shared/ui/ResourceForm';
import { ResourceList } from '../../shared/ui/ResourceList';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import contractResource from './contract.resource';
import { CONTRACT_ROUTE } from './routes';

const loadForm = once(() => import(/* webpackChunkName: "resource-form" */ '../../shared/ui/ResourceForm'));
const loadDetail = once(() => import(/* webpackChunkName: "contract-detail" */ './ContractDetail'));
// Typed as the form itself: React.lazy would drop its type parameters.
const ResourceForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ResourceForm })),
) as unknown as typeof GenericForm;
const ContractDetail = lazy(() => loadDetail().then((module) => ({ default: module.ContractDetail })));
const preload = () => void Promise.all([loadForm(), loadDetail()]).catch(() => undefined);

export default function ContractsPage() {
  const screen = useFamilyScreen();
  return (
    <WithFeedback>
      {screen.kind === 'list' ? (
        <ResourceList resource={contractResource} route={CONTRACT_ROUTE} preloadForms={preload} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          {screen.kind === 'create' ? (
            <ResourceForm resource={contractResource} route={CONTRACT_ROUTE} mode="create" />
          ) : (
            <ContractDetail key={screen.id} id={screen.id} />
          )}
        </Suspense>
      )}
    </WithFeedback>
  );
}
