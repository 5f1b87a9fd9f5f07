import { App } from 'antd';
import type { ReactNode } from 'react';
import { NOTICE_TOP } from '../../api/errorNotice';

/**
 * antd's <App> context (message and modal hooks) for the screens that use it. It lives here
 * rather than at the root so its code ships with the screens, not with the entry, the sign-in
 * page or the dashboard. No element of its own: the root already sets the base text style.
 * Its notices open under the header, so the user name, language and profile controls stay usable.
 */
export function WithFeedback({ children }: { children: ReactNode }) {
  return (
    <App component={false} notification={{ top: NOTICE_TOP }} message={{ top: NOTICE_TOP }}>
      {children}
    </App>
  );
}
