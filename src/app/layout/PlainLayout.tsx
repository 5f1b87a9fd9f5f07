/**
 * The plain layout of the sign-in and sign-out landings (spec section 2: titled Login): the page
 * background of antd's Layout from its token, without Layout itself (it brings the Sider into the
 * entry chunk, which every route loads).
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { AccessibleStyles } from '../../shared/theme';
import { Heading } from '../../shared/ui/Heading';
import { useDocumentTitle } from './useDocumentTitle';

/** `children` replaces the matched route's page (the not-found page for a signed-out visitor). */
export function PlainLayout({ children }: { children?: ReactNode }) {
  useDocumentTitle();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        background: token.colorBgLayout,
      }}
    >
      <AccessibleStyles />
      <Heading level={3} style={{ marginBottom: 24 }}>
        <FormattedMessage id="app.title" defaultMessage="Contract Console" />
      </Heading>
      <main style={{ width: '100%', maxWidth: 420 }}>{children ?? <Outlet />}</main>
    </div>
  );
}
