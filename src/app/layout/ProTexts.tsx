/**
 * pro-components' texts in the interface language (i18n/proIntl.ts), given to every pro-component
 * of the page through pro-provider's context: its own provider inside each ProTable and ProLayout
 * then keeps this intl instead of choosing one by antd's locale, with its Chinese fallback.
 */
import { ProProvider } from '@ant-design/pro-components';
import { useContext, useMemo, type ReactNode } from 'react';
import { proIntlOf } from '../../i18n/proIntl';
import { selectUiLanguage } from '../../session';
import { useAppSelector } from '../../store/hooks';

export function ProTexts({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectUiLanguage);
  const outer = useContext(ProProvider);
  const value = useMemo(() => ({ ...outer, intl: proIntlOf(language) }), [outer, language]);
  return <ProProvider.Provider value={value}>{children}</ProProvider.Provider>;
}
