import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../contract';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderConsole, testUser } from '../testing/renderConsole';

const WAIT = { timeout: 15000 };

function platformWith(user: User) {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [user], 'hydra:totalItems': 1 } }),
    'GET /api/dashboard': () => ({ status: 200, body: { tenant: 2, company: 5, user: 9 } }),
  });
}

/** Role queries over the whole antd page are very slow; look inside the opened dropdown only. */
async function openProfileMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('profile-menu'));
  await waitFor(() => expect(document.querySelector('.ant-dropdown-menu')).not.toBeNull());
  return document.querySelector<HTMLElement>('.ant-dropdown-menu')!;
}

async function sideMenu(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.ant-pro-sider .ant-menu-item')).not.toBeNull(), WAIT);
  return document.querySelector<HTMLElement>('.ant-pro-sider .ant-menu')!;
}

async function header() {
  return screen.findByTestId('app-header', {}, WAIT);
}

describe('default layout', () => {
  it('colours the header by the active application', async () => {
    platformWith(testUser());
    const first = renderConsole({ path: '/', activeApplication: 1 });
    expect(await header()).toHaveStyle({ background: '#1677ff' });
    expect(await header()).toHaveTextContent('Contract Management');
    first.unmount();

    renderConsole({ path: '/', activeApplication: 2 });
    expect(await header()).toHaveStyle({ background: '#fa8c16' });
    expect(await header()).toHaveTextContent('Signing Portal');
  });

  it('shows "Given Family (Company)" and My Company in the profile menu only with a company', async () => {
    platformWith(testUser());
    const withCompany = renderConsole({ path: '/', roles: ['ROLE_TENANT_ADMIN'] });
    expect(await screen.findByText('Tina Admin (Acme Group)', {}, WAIT)).toBeInTheDocument();
    const profile = await openProfileMenu();
    expect(within(profile).getByText('tina@acme.test')).toBeInTheDocument();
    expect(within(profile).getByText('My Company')).toBeInTheDocument();
    expect(within(profile).getByText('Sign out')).toBeInTheDocument();
    withCompany.unmount();

    platformWith(testUser({ company: null }));
    renderConsole({ path: '/', roles: ['ROLE_USER'] });
    expect(await screen.findByText('Tina Admin', {}, WAIT)).toBeInTheDocument();
    const ownProfile = await openProfileMenu();
    expect(within(ownProfile).getByText('Your dashboard')).toBeInTheDocument();
    expect(within(ownProfile).queryByText('My Company')).not.toBeInTheDocument();
  });

  it('shows Tenant in the menu to a supervisor and not to a tenant admin', async () => {
    platformWith(testUser({ company: null }));
    const supervisor = renderConsole({ path: '/', roles: ['ROLE_SUPERVISOR'] });
    const supervisorMenu = await sideMenu();
    expect(within(supervisorMenu).getByText('Tenant')).toBeInTheDocument();
    supervisor.unmount();

    platformWith(testUser());
    renderConsole({ path: '/', roles: ['ROLE_TENANT_ADMIN'] });
    const adminMenu = await sideMenu();
    expect(within(adminMenu).getByText('Dashboard')).toBeInTheDocument();
    expect(within(adminMenu).queryByText('Tenant')).not.toBeInTheDocument();
  });

  it('selects the menu entry of the current route under a language prefix', async () => {
    platformWith(testUser({ company: null }));
    renderConsole({ path: '/de/tenant/create', roles: ['ROLE_SUPERVISOR'] });
    const menu = await sideMenu();
    const selected = menu.querySelectorAll('.ant-menu-item-selected');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent('Tenant');
  });

  it('folds the sider below lg for the moment only: the remembered choice survives a narrow window', async () => {
    // A window whose width can change, telling antd's breakpoint listeners as a browser does.
    const original = window.matchMedia;
    const listeners = new Set<() => void>();
    let width = 1280;
    window.matchMedia = (query: string) => {
      const matches = () =>
        [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, bound, pixels]) =>
          bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
        );
      const list = {
        media: query,
        get matches() {
          return matches();
        },
        addListener: (listener: (event: { matches: boolean }) => void) =>
          listeners.add(() => listener({ matches: matches() })),
        removeListener: () => undefined,
        addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
          listeners.add(() => listener({ matches: matches() })),
        removeEventListener: () => undefined,
      };
      return list as unknown as MediaQueryList;
    };
    const resize = (to: number) =>
      act(() => {
        width = to;
        listeners.forEach((tell) => tell());
      });
    try {
      platformWith(testUser());
      const { store } = renderConsole({ path: '/', roles: ['ROLE_TENANT_ADMIN'] });
      await sideMenu();
      const sider = () => document.querySelector('.ant-pro-sider')!;
      expect(sider()).not.toHaveClass('ant-layout-sider-collapsed');

      resize(900);
      await waitFor(() => expect(sider()).toHaveClass('ant-layout-sider-collapsed'));
      // Folded for this width only: what the user chose for wide screens is not rewritten.
      expect(store.getState().preferences.siderCollapsed).toBe(false);
      resize(1280);
      await waitFor(() => expect(sider()).not.toHaveClass('ant-layout-sider-collapsed'));
      // A full-page screenshot passes through a 1 × 1 window: the phone layout shows for a moment.
      resize(1);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument());
      resize(1280);
      await waitFor(() => expect(sider()).not.toHaveClass('ant-layout-sider-collapsed'));
      expect(store.getState().preferences.siderCollapsed).toBe(false);

      // The toggle is what changes the remembered choice.
      fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
      await waitFor(() => expect(sider()).toHaveClass('ant-layout-sider-collapsed'));
      expect(store.getState().preferences.siderCollapsed).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});
