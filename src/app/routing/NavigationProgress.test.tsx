import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Link, Outlet, unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router';
import { preloadable } from '../../shared/routing/preloadable';
import { createConsoleMemoryHistory } from './history';
import { LazyPage } from './LazyPage';
import { NavigationProgress, PROGRESS_THROTTLE_MS } from './NavigationProgress';

/** The routes on the console's kind of history and router (router.tsx, ConsoleRouter). */
function renderRoutes(routes: RouteObject[]) {
  const Routes = () => useRoutes(routes);
  render(
    <HistoryRouter history={createConsoleMemoryHistory()}>
      <Routes />
    </HistoryRouter>,
  );
}

function deferredPage() {
  let resolve: () => void = () => undefined;
  const ready = new Promise<{ default: () => ReactElement }>((done) => {
    resolve = () => done({ default: () => <h1>Slow page</h1> });
  });
  return { Page: preloadable(() => ready), resolve };
}

function setup() {
  const slow = deferredPage();
  renderRoutes([
    {
      element: (
        <>
          <NavigationProgress />
          <Suspense fallback={<p>fallback</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        { path: '/', element: <Link to="/slow">Go</Link> },
        { path: '/slow', element: <slow.Page /> },
      ],
    },
  ]);
  return slow;
}

/** Routes rendered under the bar, with no Suspense boundary of their own above the pages. */
function renderUnderBar(children: RouteObject[]) {
  renderRoutes([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children,
    },
  ]);
}

describe('NavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the 2 px bar only when a page change takes longer than 200 ms, and hides it when the page is there', async () => {
    const slow = setup();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => screen.getByText('Go').click());
    // The old page stays while the new one loads; no bar before the throttle.
    expect(screen.getByText('Go')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar')).toHaveStyle({ height: '2px' });

    await act(async () => slow.resolve());
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the old page with the bar while a lazy page of the route table loads (LazyPage)', async () => {
    const slow = deferredPage();
    const Home = () => <Link to="/slow">Go</Link>;
    renderUnderBar([
      { path: '/', element: <LazyPage Page={Home} /> },
      { path: '/slow', element: <LazyPage Page={slow.Page} /> },
    ]);
    await act(async () => screen.getByText('Go').click());
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS + 50));
    // Not swapped for a spinner: the old page stays, and the 2 px bar says the next one is coming.
    expect(screen.getByText('Go')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveStyle({ height: '2px' });

    await act(async () => slow.resolve());
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a page change that is immediate', () => {
    renderUnderBar([
      { path: '/', element: <Link to="/next">Go</Link> },
      { path: '/next', element: <p>Next</p> },
    ]);
    act(() => screen.getByText('Go').click());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
