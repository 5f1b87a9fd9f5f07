/**
 * The browser benchmarks' one measure: the moment a list's first data row holding an expected text
 * is in the DOM with a layout box, and the frame after it (the anchors' own ttfr.js check). It is
 * kept as text: tsx would wrap a compiled function's inner functions in helpers the page lacks.
 *
 * `window.__armRow(selector, text)` starts watching. The time counts from navigation start, or from
 * the first click after arming when the watch is for a click (a menu item): the click's own event
 * time, so the measure includes everything the app does with it.
 */
import type { Page } from '@playwright/test';

export interface RowMark {
  /** Navigation start (0) or the click's event time. */
  start: number;
  dom: number;
  frame: number;
}

export const ROW_WATCHER = `
  window.__armRow = (selector, text) => {
    const mark = { start: 0, clicked: false };
    window.__row = mark;
    const check = () => {
      if (mark.dom) return;
      const row = document.querySelector(selector);
      if (row && row.getBoundingClientRect().height > 0 && row.textContent.includes(text)) {
        mark.dom = performance.now();
        requestAnimationFrame(() => setTimeout(() => { mark.frame = performance.now(); }, 0));
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  addEventListener('click', (event) => {
    const mark = window.__row;
    if (mark && !mark.clicked && !mark.dom) Object.assign(mark, { clicked: true, start: event.timeStamp });
  }, true);
`;

/** The watcher, armed from the page's first script on: the first row of a page load. */
export const watchFirstRow = (selector: string, text: string): string =>
  `${ROW_WATCHER}\n  window.__armRow(${JSON.stringify(selector)}, ${JSON.stringify(text)});`;

/** Arms the watcher (installed with ROW_WATCHER) for the row a click will bring. */
export async function armRow(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate(
    ([rowSelector, rowText]) =>
      (window as unknown as { __armRow: (s: string, t: string) => void }).__armRow(rowSelector!, rowText!),
    [selector, text],
  );
}

/** Waits for the armed row and its next frame. */
export async function rowShown(page: Page): Promise<RowMark> {
  await page.waitForFunction(() => (window as unknown as { __row?: { frame?: number } }).__row?.frame, null, {
    timeout: 60_000,
    polling: 50,
  });
  return page.evaluate(() => {
    const { start, dom, frame } = (window as unknown as { __row: RowMark }).__row;
    return { start, dom, frame };
  });
}
