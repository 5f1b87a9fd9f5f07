/**
 * A bordered section of an item's page (its versions, its attachments, sending a version) under an
 * h2, so a page's sections carry one heading style below the page's own h1; `extra` holds the
 * section's buttons.
 */
import { ProCard } from '@ant-design/pro-components';
import type { CSSProperties, ReactNode } from 'react';

export function SectionCard({
  title,
  extra,
  style,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <ProCard bordered style={style} extra={extra} title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {children}
    </ProCard>
  );
}
