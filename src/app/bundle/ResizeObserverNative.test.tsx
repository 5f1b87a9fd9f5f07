import { act, render, screen, waitFor } from '@testing-library/react';
import ResizeObserver from 'rc-resize-observer';
import * as standIn from './ResizeObserverNative';

/**
 * The browser's ResizeObserver, in a test: records what it observes and reports sizes on demand.
 * The stand-in is in place of the polyfill for rc-resize-observer (antd's and pro-components'
 * size observer), as the build's alias puts it (webpack.config.ts).
 */
jest.mock('resize-observer-polyfill', () => {
  class MockNativeResizeObserver {
    static instances: MockNativeResizeObserver[] = [];
    readonly observed = new Set<Element>();
    constructor(readonly notify: (entries: { target: Element }[]) => void) {
      MockNativeResizeObserver.instances.push(this);
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
  }
  Object.assign(globalThis, { ResizeObserver: MockNativeResizeObserver });
  return jest.requireActual<object>('./ResizeObserverNative');
});

interface Native {
  instances: { observed: Set<Element>; notify: (entries: { target: Element }[]) => void }[];
}

describe('the stand-in for resize-observer-polyfill', () => {
  it("is the browser's ResizeObserver, with every method of the polyfill's", () => {
    const polyfill = jest.requireActual<{ prototype: object }>('resize-observer-polyfill');
    expect(standIn.default).toBe(globalThis.ResizeObserver);
    const methods = Object.getOwnPropertyNames(polyfill.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual(['disconnect', 'observe', 'unobserve']);
    for (const method of methods)
      expect(typeof (standIn.default.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
  });

  it("lets rc-resize-observer observe an element and report its size (antd's tables, menus, overflow)", async () => {
    const onResize = jest.fn();
    render(
      <ResizeObserver onResize={onResize}>
        <div>the toolbar</div>
      </ResizeObserver>,
    );
    const element = screen.getByText('the toolbar');
    const [observer] = (globalThis.ResizeObserver as unknown as Native).instances;
    expect(observer?.observed.has(element)).toBe(true);
    act(() => observer?.notify([{ target: element }]));
    // rc-resize-observer reports it a microtask later.
    await waitFor(() =>
      expect(onResize).toHaveBeenCalledWith(expect.objectContaining({ width: 0, height: 0 }), element),
    );
  });
});
