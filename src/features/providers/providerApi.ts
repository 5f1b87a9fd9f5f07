import { createResourceApi } from '../../api/resources';
import type { Provider, ProviderChainInput } from '../../../contract';

/** Providers are written with their address in one transaction (spec section 7, provider create/update). */
export const providerApi = createResourceApi<Provider, ProviderChainInput>({
  type: 'Provider',
  path: 'providers',
  writePaths: { create: 'providers/chain', update: (id) => `providers/${id}/chain` },
});
