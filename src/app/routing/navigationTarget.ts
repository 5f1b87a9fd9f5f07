/**
 * Where the router is going, as opposed to the page React has committed. A data router updates
 * its state (and the address bar) at once, while the new page renders in a transition; while
 * the two differ, a navigation is pending. This module is the router's state as an external
 * store, so a component can compare it with the committed location.
 */
interface LocationSource {
  state: { location: { key: string } };
  subscribe(listener: () => void): () => void;
}

let source: LocationSource | null = null;
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

export function followRouter(router: LocationSource): void {
  detach?.();
  source = router;
  detach = router.subscribe(() => listeners.forEach((listener) => listener()));
  listeners.forEach((listener) => listener());
}

export function subscribeNavigationTarget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key of the location the router is heading for; null before a router is followed. */
export function navigationTargetKey(): string | null {
  return source?.state.location.key ?? null;
}
