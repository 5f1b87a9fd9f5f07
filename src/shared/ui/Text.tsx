/**
 * Inline text styled from antd's tokens as Typography.Text draws it: secondary (a description's
 * colour), strong, or code. The list, layout and form screens use this instead of Typography,
 * whose copy, edit and ellipsis machinery (tooltip, clipboard, resize observer) was ~8 KiB of
 * every list's code for three plain styles (see Heading.tsx for headings).
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface TextProps {
  type?: 'secondary';
  strong?: boolean;
  code?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

export function Text({ type, strong, code, style, children }: TextProps) {
  const { token } = theme.useToken();
  const color = type === 'secondary' ? token.colorTextDescription : undefined;
  const content = code ? (
    <code
      style={{
        margin: '0 0.2em',
        paddingInline: '0.4em',
        paddingBlock: '0.2em 0.1em',
        fontSize: '85%',
        fontFamily: token.fontFamilyCode,
        background: 'rgba(150, 150, 150, 0.1)',
        border: '1px solid rgba(100, 100, 100, 0.2)',
        borderRadius: 3,
      }}
    >
      {children}
    </code>
  ) : (
    children
  );
  if (strong) return <strong style={{ fontWeight: 600, color, ...style }}>{content}</strong>;
  return <span style={{ color, ...style }}>{content}</span>;
}
