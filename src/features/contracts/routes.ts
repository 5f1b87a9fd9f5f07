/** Route bases of the contract screens (manifest paths), for links between them. */
export const CONTRACT_ROUTE = 'contract/list';
export const MY_CONTRACT_ROUTE = 'contract/my-list';
export const CUSTOMER_ASSOCIATION_ROUTE = 'contract/customer-association';
