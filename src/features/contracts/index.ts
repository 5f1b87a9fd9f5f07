/** What other families may use of the contract screens: their routes and the signature filter. */
export { CONTRACT_ROUTE, MY_CONTRACT_ROLES, MY_CONTRACT_ROUTE } from './routes';
export { latestVersion, SIGNED_FILTER } from './contractState';
