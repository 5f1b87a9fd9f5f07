import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { LazyPage } from './LazyPage';
import { NavigationProgress, PROGRESS_THROTTLE_MS } from './NavigationProgress';
import { followRouter } from './navigationTarget';

function deferredPage() {
  let resolve: () => void = () => undefined;
  const ready = new Promise<{ default: () => ReactElement }>((done) => {
    resolve = () => done({ default: () => <h1>Slow page</h1> });
  });
  return { Page: lazy(() => ready), resolve };
}

function setup() {
  const slow = deferredPage();
  const router = createMemoryRouter([
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
  followRouter(router);
  render(<RouterProvider router={router} />);
  return slow;
}

/** Routes rendered under the bar, with no Suspense boundary of their own above the pages. */
function renderUnderBar(children: RouteObject[]) {
  const router = createMemoryRouter([
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
  followRouter(router);
  render(<RouterProvider router={router} />);
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
