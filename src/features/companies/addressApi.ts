import type { Address } from '../../../contract';
import { createResourceApi } from '../../api/resources';

/** Read only: addresses are written inside the company and provider chains, never on their own here. */
export const addressApi = createResourceApi<Address, never>({ type: 'Address', path: 'addresses' });
