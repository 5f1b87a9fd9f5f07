import { act, render, screen } from '@testing-library/react';
import { Link, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { makeStore } from '../store';
import { TestProviders } from '../../testing/renderWithProviders';
import { holdLeaving, type LeaveQuestion } from '../../session/leaving';
import { createConsoleBrowserHistory, createConsoleMemoryHistory } from './history';
import { navigationTargetKey } from './navigationTarget';
import { RouteErrorBoundary } from './RouteErrorPage';

describe('the console history', () => {
  it('passes each change to every listener (a browser history alone takes one) and is the navigation target', () => {
    window.history.replaceState(null, '', '/');
    const history = createConsoleBrowserHistory();
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = history.listen(first);
    history.listen(second);

    history.push('/tenant?page=2');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ action: 'PUSH' }));
    expect(window.location.pathname + window.location.search).toBe('/tenant?page=2');
    expect(navigationTargetKey()).toBe(history.location.key);

    stopFirst();
    history.replace('/company');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(navigationTargetKey()).toBe(history.location.key);
  });
});

describe('leaving a page with unsaved changes', () => {
  it('holds a push or a replace until the page lets it go', () => {
    const history = createConsoleMemoryHistory(['/tenant/create']);
    const listener = jest.fn();
    history.listen(listener);
    let asked: (() => void) | null = null;
    const release = holdLeaving((leave) => (asked = leave));

    history.push('/user');
    expect(history.location.pathname).toBe('/tenant/create');
    expect(listener).not.toHaveBeenCalled();
    // The user stays: nothing happens. The user leaves: the push is made.
    asked!();
    expect(history.location.pathname).toBe('/user');
    expect(listener).toHaveBeenCalledTimes(1);
    release();
  });

  it('undoes Back while a page holds changes, asks, and goes back once it may', () => {
    const history = createConsoleMemoryHistory(['/user', '/tenant/create']);
    history.listen(() => undefined);
    const listener = jest.fn();
    history.listen(listener);
    let asked: (() => void) | null = null;
    const ask: LeaveQuestion = (leave) => (asked = leave);
    const release = holdLeaving(ask);

    history.go(-1);
    // The move was undone before anyone but the history saw it.
    expect(history.location.pathname).toBe('/tenant/create');
    expect(listener).not.toHaveBeenCalled();
    expect(asked).not.toBeNull();

    release();
    asked!();
    expect(history.location.pathname).toBe('/user');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ action: 'POP' }));
  });

  it('lets every move through when no page holds changes', () => {
    const history = createConsoleMemoryHistory(['/']);
    const release = holdLeaving(() => undefined);
    release();
    history.push('/user');
    expect(history.location.pathname).toBe('/user');
  });
});

function Failing(): never {
  throw Object.assign(new Error('Forbidden here'), { status: 403 });
}

function Screens() {
  return (
    <RouteErrorBoundary>
      {useRoutes([
        { path: '/', element: <Link to="/broken">Broken</Link> },
        { path: '/broken', element: <Failing /> },
        { path: '/next', element: <p>Next page</p> },
      ])}
    </RouteErrorBoundary>
  );
}

describe('the route error boundary (the data router root errorElement before)', () => {
  it("shows a route's render error with its status, and the next navigation clears it", async () => {
    const history = createConsoleMemoryHistory(['/']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestProviders store={makeStore()}>
        <HistoryRouter history={history}>
          <Screens />
        </HistoryRouter>
      </TestProviders>,
    );
    await act(async () => screen.getByText('Broken').click());
    expect(await screen.findByRole('heading', { name: 'Forbidden here' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('403');

    await act(async () => history.push('/next'));
    expect(screen.getByText('Next page')).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
