/**
 * antd's Select as antd's Pagination imports it: the page-size changer under every list, which
 * brought antd's Select, rc-select and its virtual list into every list's first load. Until the real
 * one is in, this draws what the closed select draws (the same elements and classes, so the same
 * prebuilt styles and size) without its behaviour; the real one is asked for after the frame that
 * shows the list, or at once when the pointer comes over it (it is drawn with the first file of the
 * prebuilt styles, so it waits for nothing else). The build puts this in its place
 * (scripts/build/trims.ts); PaginationSizeChanger.test.tsx holds it to the real select.
 */
import DownOutlined from '@ant-design/icons/DownOutlined';
import { ConfigProvider, theme } from 'antd';
import { forwardRef, useContext, useEffect, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { afterScreenShown } from '../../shared/routing/firstScreen';
import { once } from '../../shared/routing/once';
import { loadSelect } from '../../shared/ui/loadSelect';

interface SizeChangerProps {
  className?: string;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  value?: unknown;
  options?: { value: unknown; label: ReactNode }[];
  'aria-label'?: string;
  [prop: string]: unknown;
}

/** The closed select, as antd's Select draws it with the size changer's props (single, searchable). */
export function ClosedSelect(props: SizeChangerProps & { onReach?: () => void }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const prefix = getPrefixCls('select');
  const label = props.options?.find((option) => option.value === props.value)?.label;
  const classes = [
    prefix,
    props.size === 'small' && `${prefix}-sm`,
    props.size === 'large' && `${prefix}-lg`,
    `${prefix}-outlined`,
    props.className,
    hashId,
    `${prefix}-single`,
    `${prefix}-show-arrow`,
    `${prefix}-show-search`,
    props.disabled && `${prefix}-disabled`,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      aria-label={props['aria-label']}
      onPointerEnter={props.onReach}
      onFocus={props.onReach}
    >
      <div className={`${prefix}-selector`}>
        <span className={`${prefix}-selection-wrap`}>
          <span className={`${prefix}-selection-search`}>
            <input
              autoComplete="off"
              className={`${prefix}-selection-search-input`}
              role="combobox"
              aria-expanded="false"
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-label={props['aria-label']}
              type="search"
              value=""
              readOnly
              disabled={props.disabled}
            />
          </span>
          <span className={`${prefix}-selection-item`} title={typeof label === 'string' ? label : undefined}>
            {label}
          </span>
        </span>
      </div>
      <span className={`${prefix}-arrow`} unselectable="on" aria-hidden="true" style={{ userSelect: 'none' }}>
        <DownOutlined className={`${prefix}-suffix`} />
      </span>
    </div>
  );
}

let Real: ComponentType<SizeChangerProps & { ref?: Ref<unknown> }> | undefined;
/** Loads the real select once; a failed load is tried again at the next reach. */
const start = once(() =>
  loadSelect().then((module) => {
    Real = module.default as typeof Real;
  }),
);
const ignore = () => undefined;

/**
 * The closed select until the real one is in and the list has been drawn, then the real one: one
 * element throughout, so the changer is replaced once, when it can be opened. A later list draws
 * the closed one first too: rc-select and its trigger set state as they mount, which drew the list a
 * second time before its rows were painted (issue 27).
 */
function SizeChanger(props: SizeChangerProps, ref: Ref<unknown>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    // After the frame that shows the list: the select then waits for the rows, never they for it.
    const cancel = afterScreenShown(() => void start().then(() => mounted && setReady(true), ignore));
    return () => {
      mounted = false;
      cancel();
    };
  }, [ready]);
  if (ready && Real) return <Real {...props} ref={ref} />;
  return <ClosedSelect {...props} onReach={() => void start().then(() => setReady(true), ignore)} />;
}

export default forwardRef(SizeChanger);
