/**
 * Where the router is going, as opposed to the page React has committed. The history changes at
 * once (and the address bar with it), while the router renders the new page in a transition
 * (react-router's history router wraps its location updates in startTransition); while the two
 * differ, a navigation is pending. This module is the history's location as an external store,
 * so a component can compare it with the committed location (useLocation).
 */
interface LocationSource {
  location: { key: string };
  listen(listener: () => void): () => void;
}

let source: LocationSource | null = null;
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

export function followHistory(history: LocationSource): void {
  detach?.();
  source = history;
  detach = history.listen(() => listeners.forEach((listener) => listener()));
  listeners.forEach((listener) => listener());
}

export function subscribeNavigationTarget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key of the location the history is at; null before a history is followed. */
export function navigationTargetKey(): string | null {
  return source?.location.key ?? null;
}
