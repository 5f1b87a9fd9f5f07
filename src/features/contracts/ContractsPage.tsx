/**
 * /contract/list, /create and /{id}: the generic list and create form, and the contract's own page.
 * The list route loads the list only: the form and the contract's page (its versions, sending)
 * are chunks of their own, started when the user points at Create, a row or its Edit link.
 */
import { lazy } from 'react';
import { once } from '../../shared/routing/once';
import { ResourceFamily } from '../../shared/ui/ResourceFamily';
import contractResource from './contract.resource';
import { CONTRACT_ROUTE } from './routes';

const loadDetail = once(() => import(/* webpackChunkName: "contract-detail" */ './ContractDetail'));
const ContractDetail = lazy(() => loadDetail().then((module) => ({ default: module.ContractDetail })));

export default function ContractsPage() {
  return (
    <ResourceFamily
      resource={contractResource}
      route={CONTRACT_ROUTE}
      loadItem={loadDetail}
      item={(id) => <ContractDetail key={id} id={id} />}
    />
  );
}
