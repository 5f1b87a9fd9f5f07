/**
 * Leaving a page with unsaved changes asks first. The page holding them registers its question
 * (holdLeaving); the console's history (app/routing/history.ts: links, the menu, Back and Forward)
 * and the sign-out go through `leaveThen`, and the browser asks its own question when the tab is
 * closed or reloaded. The console's own full-page navigations (sign-in, sign-out, navigation.ts)
 * are meant and go freely. (react-router's useBlocker needs the data router, which the console
 * does not carry: docs/performance.md, "react-router in declarative mode".)
 */

/** The page's question: calls `leave` if and when the user lets it go. */
export type LeaveQuestion = (leave: () => void) => void;

let held: LeaveQuestion | null = null;

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** Holds every navigation behind `ask` until the returned release is called. */
export function holdLeaving(ask: LeaveQuestion): () => void {
  held = ask;
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (held !== ask) return;
    held = null;
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export const leavingHeld = (): boolean => held !== null;

/** Runs `go` now, or once the page holding changes lets it leave. */
export function leaveThen(go: () => void): void {
  if (held) held(go);
  else go();
}

/** A full-page navigation the console means (sign-in, sign-out): the browser need not ask. */
export function leaveFreely(): void {
  held = null;
  window.removeEventListener('beforeunload', onBeforeUnload);
}
