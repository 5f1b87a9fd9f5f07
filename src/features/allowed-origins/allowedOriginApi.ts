import { createResourceApi } from '../../api/resources';
import type { AllowedOrigin, AllowedOriginInput } from '../../../contract';

export const allowedOriginApi = createResourceApi<AllowedOrigin, AllowedOriginInput>({
  type: 'AllowedOrigin',
  path: 'allowed_origins',
});
