import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Tenant } from '../../../contract';
import { renderConsole, testUser } from '../../app/testing/renderConsole';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { tokensReceived } from '../../session/sessionSlice';
import { installFakePlatform, TEST_API_HOST, type RecordedRequest } from '../../testing/fakePlatform';
import { makeAccessToken } from '../../testing/tokens';
import { UNDO_WINDOW_MS } from './bulkDeleteRun';

const WAIT = { timeout: 60000 };

function tenant(id: number, name: string): Tenant {
  return {
    '@id': `/api/tenants/${id}`,
    '@type': 'Tenant',
    id,
    name,
    roles: [],
    keycloakId: id,
    defaultApplication: null,
  };
}

/** 25 tenants served page by page, filtered by name like the platform's partial filter. */
function tenantsPlatform() {
  const all = Array.from({ length: 25 }, (_, index) => tenant(index + 1, index === 7 ? 'Globex' : `Acme ${index + 1}`));
  return installFakePlatform({
    'GET /api/users': () => ({
      status: 200,
      body: { 'hydra:member': [testUser({ company: null })], 'hydra:totalItems': 1 },
    }),
    'GET /api/applications': () => ({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }),
    'GET /api/tenants': ({ search }: RecordedRequest) => {
      const name = search.get('name')?.toLowerCase() ?? '';
      const matching = all.filter((item) => item.name.toLowerCase().includes(name));
      const page = Number(search.get('page') ?? 1);
      const size = Number(search.get('itemsPerPage') ?? 10);
      return {
        status: 200,
        body: { 'hydra:member': matching.slice((page - 1) * size, page * size), 'hydra:totalItems': matching.length },
      };
    },
    'DELETE /api/tenants/1': () => ({ status: 204 }),
  });
}

const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
/** The search form's Query button. */
const searchButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-pro-table-search button')].find((button) =>
    /Query|Search/.test(button.textContent ?? ''),
  )!;

describe('ResourceList (tenants)', () => {
  beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

  it('shows the rows of the first page and asks the server for page 2 when paging, keeping it in the address', async () => {
    const platform = tenantsPlatform();
    const { history } = renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);
    expect(screen.getByText('Acme 1')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();

    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(screen.getByText('Acme 11')).toBeInTheDocument(), WAIT);
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    expect(history.location.search).toBe('?page=2');
    expect(platform.callsTo('GET', '/api/tenants').some((request) => request.search.get('page') === '2')).toBe(true);
  });

  it('sends the name filter to the server and into the address', async () => {
    const platform = tenantsPlatform();
    const { history } = renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);

    fireEvent.change(document.querySelector('.ant-pro-table-search input#name')!, { target: { value: 'glob' } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
    expect(screen.getByText('Globex')).toBeInTheDocument();
    expect(history.location.search).toBe('?name=glob');
    expect(platform.callsTo('GET', '/api/tenants').at(-1)?.search.get('name')).toBe('glob');
  });

  it('keeps a search being typed when the session renews its token (in this tab or another)', async () => {
    const platform = tenantsPlatform();
    const { history, store } = renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);

    const name = document.querySelector<HTMLInputElement>('.ant-pro-table-search input#name')!;
    fireEvent.change(name, { target: { value: 'glob' } });
    // A renewed access token: the same user and roles, a new token.
    act(() => {
      store.dispatch(tokensReceived({ token: makeAccessToken({ username: 'tina', roles: ['ROLE_SUPERVISOR'] }) }));
    });
    expect(name).toHaveValue('glob');
    fireEvent.click(searchButton());
    await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
    expect(history.location.search).toBe('?name=glob');
    expect(platform.callsTo('GET', '/api/tenants').at(-1)?.search.get('name')).toBe('glob');
  });

  it('Back brings the search form in line with the address, and a search sent stays in the form', async () => {
    tenantsPlatform();
    const { history } = renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);
    const name = document.querySelector<HTMLInputElement>('.ant-pro-table-search input#name')!;
    fireEvent.change(name, { target: { value: 'glob' } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(rows()).toHaveLength(1), WAIT);
    expect(history.location.search).toBe('?name=glob');
    expect(name).toHaveValue('glob');

    act(() => history.go(-1));
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);
    expect(history.location.search).toBe('');
    expect(document.querySelector<HTMLInputElement>('.ant-pro-table-search input#name')).toHaveValue('');
  });

  it('asks for confirmation before deleting, and deletes only when confirmed', async () => {
    const platform = tenantsPlatform();
    renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);

    const firstRowDelete = rows()[0].querySelector<HTMLButtonElement>('button.ant-btn-dangerous')!;
    fireEvent.click(firstRowDelete);
    await waitFor(
      () => expect(document.querySelector('.ant-popconfirm-title')).toHaveTextContent('Delete this tenant?'),
      WAIT,
    );
    expect(platform.callsTo('DELETE', '/api/tenants/1')).toHaveLength(0);

    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(platform.callsTo('DELETE', '/api/tenants/1')).toHaveLength(1), WAIT);
  });

  it("bulk delete asks in the resource's words, hides the row, and sends only after the undo window", async () => {
    const platform = tenantsPlatform();
    renderConsole({ path: '/tenant' });
    await waitFor(() => expect(rows()).toHaveLength(10), WAIT);
    const deleteChosen = async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Acme 1' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
      await waitFor(
        () => expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('Delete 1 tenant?'),
        WAIT,
      );
      const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
      fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
      await waitFor(() => expect(screen.getByTestId('bulk-deleted')).toHaveTextContent('1 tenant deleted'), WAIT);
      expect(screen.queryByText('Acme 1')).toBeNull();
    };

    // Undone within the window: the row is back and nothing was sent.
    await deleteChosen();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('Acme 1')).toBeInTheDocument(), WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 500)));
    expect(platform.callsTo('DELETE', '/api/tenants/1')).toHaveLength(0);

    // Not undone: sent once the window has passed, not before.
    await deleteChosen();
    expect(platform.callsTo('DELETE', '/api/tenants/1')).toHaveLength(0);
    await waitFor(() => expect(platform.callsTo('DELETE', '/api/tenants/1')).toHaveLength(1), {
      timeout: UNDO_WINDOW_MS + 10000,
    });
  }, 120000);
});
