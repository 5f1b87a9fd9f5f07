import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../routing/routeHandle';

/** The browser tab names the screen first, then the console, both in the interface language ("Anmeldung · Vertragskonsole"). */
export function useDocumentTitle(): string | undefined {
  const intl = useIntl();
  const current = useCurrentRoute();
  const screenTitle = current ? intl.formatMessage(current.route.title) : undefined;
  const consoleTitle = intl.formatMessage({ id: 'app.title', defaultMessage: 'Contract Console' });
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${consoleTitle}` : consoleTitle;
  }, [screenTitle, consoleTitle]);
  return screenTitle;
}
