/**
 * The browser tab's title: the screen first, then the console, both in the interface language
 * ("Anmeldung · Vertragskonsole"). Free of the router: the console's layouts name the matched
 * route's screen (app/layout/useDocumentTitle.ts), the sign-in entry its page.
 */
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

export const APP_TITLE = { id: 'app.title', defaultMessage: 'Contract Console' };

/** Sets the tab's title for `screen` (the console's name alone without one); the screen's title, formatted. */
export function useTabTitle(screen: MessageDescriptor | undefined): string | undefined {
  const intl = useIntl();
  const screenTitle = screen ? intl.formatMessage(screen) : undefined;
  const consoleTitle = intl.formatMessage(APP_TITLE);
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${consoleTitle}` : consoleTitle;
  }, [screenTitle, consoleTitle]);
  return screenTitle;
}
