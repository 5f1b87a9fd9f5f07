/** What antd and Testing Library need from a browser that jsdom does not provide. */
import '@testing-library/jest-dom';
import type * as DynamicCss from 'rc-util/lib/Dom/dynamicCSS';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // Width queries answer for the window's width (jsdom: 1024 px, a desktop), everything else no.
    value: (query: string) => ({
      matches: [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].reduce<boolean>(
        (matches, [, bound, pixels]) =>
          matches && (bound === 'min' ? window.innerWidth >= Number(pixels) : window.innerWidth <= Number(pixels)),
        /width/.test(query),
      ),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom rejects.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom implements scrollTo by logging "not implemented"; route changes scroll to top.
window.scrollTo = () => undefined;

/**
 * antd's CSS-in-JS stays out of the test document. jsdom's getComputedStyle (called by antd for
 * measurements and by Testing Library for visibility) matches every rule of every style sheet
 * against the element, and antd's thousands of rules made that 40% of the unit suite's time. The
 * tests assert on the DOM, its text and ARIA, which antd's style sheets do not change.
 */
jest.mock('rc-util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual<typeof DynamicCss>('rc-util/lib/Dom/dynamicCSS');
  const detached = new Map<string, HTMLStyleElement>();
  return {
    ...actual,
    updateCSS: (css: string, key: string) => {
      const style = detached.get(key) ?? document.createElement('style');
      style.innerHTML = css;
      detached.set(key, style);
      return style;
    },
    removeCSS: (key: string) => void detached.delete(key),
  };
});
