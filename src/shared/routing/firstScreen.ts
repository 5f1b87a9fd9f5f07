/**
 * The console's first screen on view: what a cold load can leave until then waits for it (a list's
 * late parts, search form and page-size select, the live-update stream). Lighthouse counts every
 * request started before the largest paint as in its way, and parts asked for a frame or two after
 * the first commit still went out before that paint was presented (issue 27).
 *
 * The first caller is an effect, so a screen has been committed: it is on view once the browser
 * reports a largest paint after that moment. Where it reports none (a browser without the entry, a
 * screen no larger than what was painted before), two frames and a quarter of a second later.
 */
import { afterNextFrame } from './afterNextFrame';

let shown = false;
let showing: Promise<void> | undefined;
const FALLBACK_MS = 250;

/** Whether the first screen has been on view (later screens ask for their parts while drawing). */
export function isFirstScreenShown(): boolean {
  return shown;
}

/** Resolves once the screen committed when first asked is on view; at once after that. */
export function firstScreenShown(): Promise<void> {
  if (shown) return Promise.resolve();
  showing ??= new Promise<void>((resolve) => {
    const since = performance.now();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      if (shown) return;
      shown = true;
      observer?.disconnect();
      resolve();
    };
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    afterNextFrame(() => afterNextFrame(() => setTimeout(done, observer ? FALLBACK_MS : 0)));
  });
  return showing;
}

/**
 * Runs `callback` after the next frame, and on the first screen once that screen is on view: for
 * code a screen asks for only after what it shows first (a list's search form, its page-size
 * select). Returns what cancels it, for an effect's cleanup.
 */
export function afterScreenShown(callback: () => void): () => void {
  let cancelled = false;
  const cancelFrame = afterNextFrame(() => void firstScreenShown().then(() => !cancelled && callback()));
  return () => {
    cancelled = true;
    cancelFrame();
  };
}
