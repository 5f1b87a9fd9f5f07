import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NOTICE_TOP } from '../../api/errorNotice';

let successOnNextPage: string | null = null;

/**
 * Tells `text` (e.g. "Created") on the page the user goes to next: a save that leads to another
 * screen (a new record's page, the list) unmounts the page that would have shown it.
 */
export function tellOnNextPage(text: string): void {
  successOnNextPage = text;
}

function SuccessFromLastPage() {
  const { message } = App.useApp();
  const { key } = useLocation();
  useEffect(() => {
    if (successOnNextPage === null) return;
    void message.success(successOnNextPage);
    successOnNextPage = null;
  }, [key, message]);
  return null;
}

/**
 * antd's <App> context (message and modal hooks) for the screens that use it. It lives here
 * rather than at the root so its code ships with the screens, not with the entry, the sign-in
 * page or the dashboard. No element of its own: the root already sets the base text style.
 * Its notices open under the header, so the user name, language and profile controls stay usable.
 */
export function WithFeedback({ children }: { children: ReactNode }) {
  return (
    <App component={false} notification={{ top: NOTICE_TOP }} message={{ top: NOTICE_TOP }}>
      <SuccessFromLastPage />
      {children}
    </App>
  );
}
