import { fireEvent, render, screen, within } from '@testing-library/react';
import * as realSettingModule from '@ant-design/pro-table/es/components/ColumnSetting';
import { Container } from '@ant-design/pro-table/es/Store/Provide';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { ComponentType } from 'react';
import { ColumnSettingsButton } from '../../shared/ui/ColumnSettingsButton';
import * as standIn from './LazyColumnSetting';

const RealSetting = realSettingModule.default as unknown as ComponentType<Record<string, unknown>>;
const LazySetting = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** The columns as the table hands them to its toolbar, keyed (pro-table/es/utils/genProColumnToColumn.js). */
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Status', dataIndex: 'status', key: 'status' },
];

/**
 * As pro-table's toolbar draws the setting (pro-table/es/components/ToolBar/index.js: the list's
 * `options.setting` and the columns), with a list's options (ResourceList.tsx), in its table's store.
 */
const toolbarSetting = (Setting: ComponentType<Record<string, unknown>>) => (
  <ConfigProvider locale={enUS}>
    <Container initValue={{ columns }}>
      <Setting draggable checkable columns={columns}>
        <ColumnSettingsButton />
      </Setting>
    </Container>
  </ConfigProvider>
);

const openPanel = async () => {
  fireEvent.click(screen.getByRole('button', { name: /setting/i }));
  return within(await screen.findByRole('tooltip')).findByRole('tree');
};

describe("the stand-in for pro-table's column-setting panel", () => {
  it("exports what pro-table's ColumnSetting module exports", () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realSettingModule)));
  });

  it("draws the list's button at once, and pro-table's panel of columns once loaded", async () => {
    const { unmount } = render(toolbarSetting(LazySetting));
    // Drawn with the toolbar, before the panel's code is in.
    expect(screen.getByRole('button', { name: /setting/i })).toBeInTheDocument();
    const ours = await openPanel();
    expect(within(ours).getByText('Name')).toBeInTheDocument();
    expect(within(ours).getByText('Status')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Column Display' })).toBeChecked();
    const oursPanel = screen.getByRole('tooltip').innerHTML;
    unmount();

    render(toolbarSetting(RealSetting));
    await openPanel();
    expect(oursPanel).toBe(screen.getByRole('tooltip').innerHTML);
  });
});
