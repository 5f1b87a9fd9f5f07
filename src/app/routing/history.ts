/**
 * The console's one history (issue 8: declarative mode instead of the data router). The browser's
 * at boot, a memory history in tests; both go through the same router (router.tsx, ConsoleRouter).
 * react-router's histories take a single listener (the browser's throws on a second one), while
 * three parts follow the location: the router itself, the navigation target (the progress bar)
 * and the route preloads. So the history is wrapped to pass each change on to all its listeners,
 * and the navigation target follows it from the start. Every move first asks a page with unsaved
 * changes (session/leaving.ts): a push or replace waits for its answer; Back and Forward, which the
 * browser has already made, are undone, asked about and made again if the user lets the page go.
 */
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type HistoryRouterProps } from 'react-router';
import { leaveThen, leavingHeld } from '../../session/leaving';
import { followHistory } from './navigationTarget';

/** react-router's History (the type is not exported under its own name). */
export type ConsoleHistory = HistoryRouterProps['history'];
type Listener = Parameters<ConsoleHistory['listen']>[0];

function withListeners(history: ConsoleHistory): ConsoleHistory {
  const listeners = new Set<Listener>();
  let undoing = false;
  history.listen((update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const { delta } = update;
    if (update.action === 'POP' && delta && leavingHeld()) {
      undoing = true;
      history.go(-delta);
      leaveThen(() => history.go(delta));
      return;
    }
    [...listeners].forEach((listener) => listener(update));
  });
  const shared: ConsoleHistory = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => leaveThen(() => history.push(to, state)),
    replace: (to, state?: unknown) => leaveThen(() => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  followHistory(shared);
  return shared;
}

/** The address bar's history; made once at boot. */
export function createConsoleBrowserHistory(): ConsoleHistory {
  return withListeners(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
}

/** A history in memory starting at the given addresses (tests). */
export function createConsoleMemoryHistory(initialEntries: string[] = ['/']): ConsoleHistory {
  return withListeners(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
}
