import { render } from '@testing-library/react';
import { useRef } from 'react';
import { scrollingTableCss, useScrollEdges } from './scrollingTable';

/** The browser's resize reports, which come after layout: `laidOut()` delivers them. */
const observers = new Set<() => void>();
class ReportingResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    observers.add(this.report);
  }
  disconnect() {
    observers.delete(this.report);
  }
}
const laidOut = () => observers.forEach((report) => report());
const browserResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  observers.clear();
  globalThis.ResizeObserver = ReportingResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = browserResizeObserver;
});

/** A scrolling box of the given widths; jsdom has no layout, so they are set by hand. */
function Table({ rows }: { rows: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useScrollEdges(wrapper, rows);
  return (
    <div ref={wrapper}>
      <div className="ant-table-content" data-testid="box">
        <table />
      </div>
    </div>
  );
}

function sized(box: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('useScrollEdges', () => {
  it('marks the sides a wide table can still scroll towards, as it scrolls', () => {
    const { getByTestId, rerender } = render(<Table rows={0} />);
    const box = getByTestId('box');
    // Nothing to scroll: no shadow on either side.
    expect(box.hasAttribute('data-more-start')).toBe(false);
    expect(box.hasAttribute('data-more-end')).toBe(false);

    sized(box, { scrollWidth: 900, clientWidth: 390 });
    rerender(<Table rows={10} />);
    laidOut();
    expect(box.hasAttribute('data-more-start')).toBe(false);
    expect(box.hasAttribute('data-more-end')).toBe(true);

    box.scrollLeft = 200;
    box.dispatchEvent(new Event('scroll'));
    expect(box.hasAttribute('data-more-start')).toBe(true);
    expect(box.hasAttribute('data-more-end')).toBe(true);

    box.scrollLeft = 510;
    box.dispatchEvent(new Event('scroll'));
    expect(box.hasAttribute('data-more-start')).toBe(true);
    expect(box.hasAttribute('data-more-end')).toBe(false);
  });

  it('reads no width while the table is drawn, only once the browser has laid it out', () => {
    let reads = 0;
    const { getByTestId, rerender } = render(<Table rows={0} />);
    const box = getByTestId('box');
    Object.defineProperty(box, 'scrollWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 900;
      },
    });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 390 });
    rerender(<Table rows={10} />);
    expect(reads).toBe(0);
    laidOut();
    expect(reads).toBeGreaterThan(0);
    expect(box.hasAttribute('data-more-end')).toBe(true);
  });

  it('reads right-to-left scrolling, where scrollLeft runs below zero', () => {
    const { getByTestId, rerender } = render(<Table rows={0} />);
    const box = getByTestId('box');
    sized(box, { scrollWidth: 900, clientWidth: 390 });
    rerender(<Table rows={10} />);
    laidOut();
    box.scrollLeft = -510;
    box.dispatchEvent(new Event('scroll'));
    expect(box.hasAttribute('data-more-start')).toBe(true);
    expect(box.hasAttribute('data-more-end')).toBe(false);
  });
});

describe('scrollingTableCss', () => {
  it('scrolls the table box and draws each edge shadow on its own side, mirrored right to left', () => {
    const css = scrollingTableCss('#f0f0f0');
    expect(css).toContain('.console-list .ant-table-content { overflow-x: auto; }');
    expect(css).toContain('[data-more-start])::before { box-shadow: inset 10px 0 8px -8px #f0f0f0; }');
    expect(css).toContain('[data-more-end])::after { box-shadow: inset -10px 0 8px -8px #f0f0f0; }');
    expect(css).toContain(
      "[dir='rtl'] .console-list .ant-table-container:has(> .ant-table-content[data-more-start])::before { box-shadow: inset -10px",
    );
  });
});
