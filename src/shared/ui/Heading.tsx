/**
 * A heading styled from antd's heading tokens, as Typography.Title draws it. The always-loaded
 * screens (plain layout, sign-in, dashboard) use this instead: Typography brings its ellipsis,
 * copy and edit machinery (input, tooltip, trigger) into every chunk that imports it.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5;

export interface HeadingProps {
  level: Level;
  style?: CSSProperties;
  children: ReactNode;
}

export function Heading({ level, style, children }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
