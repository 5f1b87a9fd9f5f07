/**
 * The plain page of the sign-in and sign-out landings (spec section 2: titled Login): the page
 * background of antd's Layout from its token, without Layout itself (it brings the Sider along),
 * the console's name and the page in a narrow column. Free of the store and the router: the
 * sign-in entry (signIn.tsx) draws it as the console's PlainLayout does.
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AccessibleStyles } from '../../shared/theme/AccessibleStyles';
import { Heading } from '../../shared/ui/Heading';
import { APP_TITLE } from '../../shared/ui/tabTitle';

export function PlainPage({ dark, children }: { dark: boolean; children: ReactNode }) {
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
      <AccessibleStyles dark={dark} />
      <Heading level={3} style={{ marginBottom: 24 }}>
        <FormattedMessage {...APP_TITLE} />
      </Heading>
      <main style={{ width: '100%', maxWidth: 420 }}>{children}</main>
    </div>
  );
}
