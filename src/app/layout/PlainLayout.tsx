/** The plain layout of the sign-in and sign-out landings (spec section 2: titled Login). */
import { Layout, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';

export function PlainLayout() {
  useDocumentTitle();
  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Typography.Title level={3} style={{ marginBottom: 24 }}>
        <FormattedMessage id="app.title" defaultMessage="Contract Console" />
      </Typography.Title>
      <main style={{ width: '100%', maxWidth: 420 }}>
        <Outlet />
      </main>
    </Layout>
  );
}
