/**
 * What the build gives ProTable in place of ProCard (webpack.config.ts): the card around a list's
 * table. ProTable draws it with three props (ghost, bordered and its body's style), and ProCard's
 * module brought its tabs, grid columns, actions, loading skeleton, check cards and statistic
 * cards into every list. This draws the same elements with ProCard's own classes and styles, and
 * fails loudly if a list hands the card anything else (`cardProps`).
 */
import { ConfigProvider } from 'antd';
import useCardStyle from '@ant-design/pro-card/es/components/Card/style.js';
import classNames from 'classnames';
import { useContext, type CSSProperties, type ReactNode } from 'react';

interface TableCardProps {
  ghost?: boolean;
  bordered?: boolean;
  bodyStyle?: CSSProperties;
  children?: ReactNode;
}

export default function TableCard({ ghost, bordered, bodyStyle, children, ...other }: TableCardProps) {
  const extra = Object.entries(other).filter(([, value]) => value !== undefined);
  if (extra.length) {
    throw new Error(
      `ProTable's card takes no ${extra.map(([name]) => name).join(', ')} in this build (src/app/bundle/TableCard.tsx)`,
    );
  }
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('pro-card');
  const { wrapSSR, hashId } = useCardStyle(prefixCls);
  return wrapSSR(
    <div
      className={classNames(prefixCls, hashId, { [`${prefixCls}-border`]: bordered, [`${prefixCls}-ghost`]: ghost })}
    >
      <div className={classNames(`${prefixCls}-body`, hashId)} style={bodyStyle}>
        {children}
      </div>
    </div>,
  );
}
