/**
 * An entry's first render into #root (the console's index.tsx, the sign-in pages' signInApp.tsx).
 * In a transition: React renders in slices that leave the browser free in between, then shows the
 * screen at once; one task for the whole layout and list was a second and more of a phone's main
 * thread (Lighthouse's Total Blocking Time).
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function drawFirstScreen(screen: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{screen}</StrictMode>));
}
