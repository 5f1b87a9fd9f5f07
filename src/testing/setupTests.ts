/** What antd and Testing Library need from a browser that jsdom does not provide. */
import '@testing-library/jest-dom';

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
