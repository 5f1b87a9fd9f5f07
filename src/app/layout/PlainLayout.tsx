/** The plain layout of the sign-in and sign-out landings (spec section 2: titled Login). */
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { Heading } from '../../shared/ui/Heading';
import { useDocumentTitle } from './useDocumentTitle';

/** `children` replaces the matched route's page (the not-found page for a signed-out visitor). */
export function PlainLayout({ children }: { children?: ReactNode }) {
  useDocumentTitle();
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Heading level={3} style={{ marginBottom: 24 }}>
        <FormattedMessage id="app.title" defaultMessage="Contract Console" />
      </Heading>
      <main style={{ width: '100%', maxWidth: 420 }}>{children ?? <Outlet />}</main>
    </Layout>
  );
}
