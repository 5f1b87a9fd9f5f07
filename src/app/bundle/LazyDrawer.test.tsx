import { render, screen } from '@testing-library/react';
import * as realDrawerModule from 'antd/lib/drawer';
import type { ComponentType, ReactNode } from 'react';
import * as standIn from './LazyDrawer';

const RealDrawer = realDrawerModule.default as unknown as ComponentType<Record<string, unknown>>;
const LazyDrawer = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** The props ProLayout's phone menu gives the drawer (pro-layout/es/components/SiderMenu/index.js). */
const phoneMenu = (Drawer: ComponentType<Record<string, unknown>>, onClose: () => void, children: ReactNode) => (
  <Drawer
    placement="left"
    className="ant-pro-sider-drawer-sider"
    open
    style={{ padding: 0, height: '100vh' }}
    onClose={onClose}
    maskClosable
    closable={false}
    getContainer={false}
    width={256}
    styles={{ body: { height: '100vh', padding: 0, display: 'flex', flexDirection: 'row' } }}
  >
    {children}
  </Drawer>
);

describe("the stand-in for antd's Drawer (`import { Drawer } from 'antd'`)", () => {
  it('exports what antd/es/drawer exports', () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realDrawerModule)));
    // The Drawer's one static is antd's own panel for its documentation, which no consumer draws:
    // a new one fails here, to be looked at.
    const statics = (value: object) =>
      Object.keys(value).filter((name) => !['$$typeof', 'render', 'displayName'].includes(name));
    expect(statics(RealDrawer)).toEqual(['_InternalPanelDoNotUseOrYouWillBeFired']);
  });

  it("draws ProLayout's phone menu as antd's Drawer draws it, once loaded", async () => {
    const onClose = jest.fn();
    const { container: ours } = render(<div>{phoneMenu(LazyDrawer, onClose, <nav>Contracts menu</nav>)}</div>);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Contracts menu')).toBeVisible();
    const { container: real } = render(<div>{phoneMenu(RealDrawer, onClose, <nav>Contracts menu</nav>)}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
    expect(ours.querySelector('.ant-drawer-open .ant-drawer-content.ant-pro-sider-drawer-sider')).toHaveAttribute(
      'role',
      'dialog',
    );
    (ours.querySelector('.ant-drawer-mask') as HTMLElement).click();
    expect(onClose).toHaveBeenCalled();
  });

  it('draws the file gallery (GalleryDrawer.tsx) with its title and a close button', async () => {
    const onClose = jest.fn();
    render(
      <LazyDrawer open onClose={onClose} width={720} destroyOnHidden title="File gallery">
        gallery
      </LazyDrawer>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('File gallery');
    screen.getByRole('button', { name: /close/i }).click();
    expect(onClose).toHaveBeenCalled();
  });
});
