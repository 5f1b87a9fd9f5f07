import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../routing/routeHandle';

export const CONSOLE_TITLE = 'Contract Console';

/** The browser tab names the screen first ("Login · Contract Console"). */
export function useDocumentTitle(): string | undefined {
  const intl = useIntl();
  const current = useCurrentRoute();
  const screenTitle = current ? intl.formatMessage(current.route.title) : undefined;
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${CONSOLE_TITLE}` : CONSOLE_TITLE;
  }, [screenTitle]);
  return screenTitle;
}
