import { createResourceApi } from '../../api/resources';
import type { FallbackLocale, FallbackLocaleInput } from '../../../contract';

export const fallbackLocaleApi = createResourceApi<FallbackLocale, FallbackLocaleInput>({
  type: 'FallbackLocale',
  path: 'fallback_locales',
});
