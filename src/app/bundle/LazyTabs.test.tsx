import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as realTabsModule from 'antd/lib/tabs';
import type { ComponentType } from 'react';
import * as standIn from './LazyTabs';

type Tabs = ComponentType<Record<string, unknown>> & { TabPane: ComponentType<Record<string, unknown>> };
const RealTabs = realTabsModule.default as unknown as Tabs;
const LazyTabs = standIn.default as unknown as Tabs;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');
const statics = (value: object) =>
  Object.keys(value).filter((name) => !['$$typeof', 'render', 'displayName', 'propTypes'].includes(name));

/** As pro-table's toolbar draws a list's tabs (pro-table/es/components/ListToolBar/index.js). */
const toolbarTabs = (Tabs: Tabs, onChange: (key: string) => void) => (
  <Tabs
    style={{ width: '100%' }}
    activeKey="active"
    items={[
      { tab: 'Active', key: 'active', label: 'Active' },
      { tab: 'Archived', key: 'archived', label: 'Archived' },
    ]}
    onChange={onChange}
    tabBarExtraContent={<span>filters</span>}
  />
);

describe("the stand-in for antd's Tabs", () => {
  it('exports what antd/es/tabs exports, with its TabPane', () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realTabsModule)));
    expect(statics(LazyTabs)).toEqual(expect.arrayContaining(statics(RealTabs)));
  });

  it("draws a list toolbar's tabs as antd does, once loaded", async () => {
    const onChange = jest.fn();
    const { container: ours } = render(<div>{toolbarTabs(LazyTabs, onChange)}</div>);
    expect(await screen.findByRole('tab', { name: 'Active', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(onChange).toHaveBeenCalledWith('archived');
    const { container: real } = render(<div>{toolbarTabs(RealTabs, onChange)}</div>);
    // The ink bar is placed a frame later.
    await waitFor(() => expect(ours.innerHTML).toBe(real.innerHTML));
  });

  it("draws tabs given as TabPane children (pro-card's tabs) once loaded", async () => {
    render(
      <LazyTabs activeKey="one">
        <LazyTabs.TabPane key="one" tab="First">
          first pane
        </LazyTabs.TabPane>
        <LazyTabs.TabPane key="two" tab="Second">
          second pane
        </LazyTabs.TabPane>
      </LazyTabs>,
    );
    expect(await screen.findByRole('tab', { name: 'First', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('first pane')).toBeInTheDocument();
  });
});
