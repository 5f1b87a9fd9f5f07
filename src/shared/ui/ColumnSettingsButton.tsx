/**
 * The list toolbar's column-settings button, drawn with the toolbar and named for screen readers.
 * pro-table's own is an unnamed icon inside its panel's code, which loads after the list has drawn
 * (LazyColumnSetting): the button came late. The gear is the menu's (layout chunk), so it costs nothing.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@ant-design/pro-components';
import { Button } from 'antd';

export function ColumnSettingsButton() {
  const name = useIntl().getMessage('tableToolBar.columnSetting', 'Table Settings');
  return <Button type="text" size="small" aria-label={name} title={name} icon={<SettingOutlined />} />;
}
