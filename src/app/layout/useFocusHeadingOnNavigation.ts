/**
 * After a page change the focus moves to the new screen's heading (its h1, made focusable with
 * tabindex -1), so a screen reader announces the page and the next Tab starts from there. Not on
 * the first load (the browser starts at the top anyway) and not when only the language prefix
 * changes (the same page, re-worded). A screen may draw its heading late (its chunk, its data):
 * the container is watched until a heading is there, for a few seconds at most; a heading
 * replaced right after (a skeleton's, then the loaded page's) takes the focus over. The focus is
 * left alone once the user has put it somewhere else (typing into a field, another menu item).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../i18n/paths';

const WATCH_MS = 5000;

export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>): void {
  const page = splitLocale(useLocation().pathname).path;
  const previous = useRef(page);

  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const root = container.current;
    if (!root) return;
    // What had the focus when the page changed (the menu item, the link): the focus may move on
    // from there, or from nowhere; anywhere else the user put it is theirs.
    const origin = document.activeElement;
    let focused: HTMLElement | undefined;

    const focusHeading = () => {
      const active = document.activeElement;
      if (focused?.isConnected && active === focused) return;
      const ours = !active || active === document.body || active === origin || active === focused;
      if (!ours) return stop();
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };

    // Mutations catch a heading as it is drawn; the interval catches a widget that took the focus
    // back after the page changed (a menu restoring its active item).
    const observer = new MutationObserver(focusHeading);
    const interval = window.setInterval(focusHeading, 100);
    const timeout = window.setTimeout(() => stop(), WATCH_MS);
    function stop() {
      observer.disconnect();
      window.clearInterval(interval);
      window.clearTimeout(timeout);
    }
    observer.observe(root, { childList: true, subtree: true });
    focusHeading();
    return stop;
  }, [page, container]);
}
