import { ROLES, type Role } from '../../../contract';

/** Route bases of the contract screens (manifest paths), for links between them. */
export const CONTRACT_ROUTE = 'contract/list';
export const MY_CONTRACT_ROUTE = 'contract/my-list';
export const CUSTOMER_ASSOCIATION_ROUTE = 'contract/customer-association';
export const VERIFY_ROUTE = 'contract/verify';

/** Who has "My Contracts" (the manifest's menu entry): the contracts sent to them to sign. */
export const MY_CONTRACT_ROLES: readonly Role[] = [ROLES.COMPANY_ADMIN, ROLES.EDITOR, ROLES.CUSTOMER, ROLES.USER];
/** Who has Verify: whoever sends or receives contracts (every role of the Contract menu group). */
export const VERIFY_ROLES: readonly Role[] = [ROLES.TENANT_ADMIN, ...MY_CONTRACT_ROLES];
