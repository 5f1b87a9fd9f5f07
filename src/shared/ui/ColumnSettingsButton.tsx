/**
 * The list toolbar's column-settings button, drawn with the toolbar and named for screen readers.
 * pro-table's own is an unnamed icon inside its panel's code, which loads after the list has drawn
 * (LazyColumnSetting): the button came late. The gear is the menu's (layout chunk), so it costs nothing.
 * The panel's popover opens it: the props and ref it gives its trigger (the click, the position)
 * pass on to the button. A click before the panel's code is in opens the panel once it is.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-components';
import { Button, type ButtonProps } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

let clickedEarly = false;

export const ColumnSettingsButton = forwardRef<HTMLButtonElement, ButtonProps>(
  function ColumnSettingsButton(props, ref) {
    const name = useIntl().getMessage('tableToolBar.columnSetting', 'Table Settings');
    const button = useRef<HTMLButtonElement>(null);
    useImperativeHandle(ref, () => button.current!, []);
    // Inside the panel's popover (it gives the click): a click made while it loaded opens it now.
    const inPanel = props.onClick !== undefined;
    useEffect(() => {
      if (!inPanel || !clickedEarly) return;
      clickedEarly = false;
      button.current?.click();
    }, [inPanel]);
    return (
      <Button
        ref={button}
        type="text"
        size="small"
        aria-label={name}
        title={name}
        icon={<SettingOutlined />}
        onClick={() => (clickedEarly = true)}
        {...props}
      />
    );
  },
);
