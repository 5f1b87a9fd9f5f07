/**
 * A bordered white panel drawn from antd's card tokens, as an antd Card without a title looks.
 * The sign-in landings use it: Card brings Tabs (with Menu and Dropdown) and the form context
 * (rc-field-form) into every chunk that imports it.
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      {children}
    </div>
  );
}
