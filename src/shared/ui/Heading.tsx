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
  /** The element, when it is not the level's own (a page's h1 in a smaller size). */
  as?: `h${Level}`;
  style?: CSSProperties;
  children: ReactNode;
}

export function Heading({ level, as, style, children }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = as ?? (`h${level}` as const);
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

/**
 * The title of every screen of the console, in one style wherever it stands: in a card's or a
 * list's title bar, or above a page of panels (the dashboard, My Company).
 */
export function PageHeading({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <Heading level={4} as="h1" style={{ margin: 0, ...style }}>
      {children}
    </Heading>
  );
}
