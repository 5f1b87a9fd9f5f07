/**
 * Lists wider than their card (a phone, a narrow window) scroll sideways inside it. This is what
 * antd's scroll={{ x: 'max-content' }} does, without the hidden measuring row that prop also draws:
 * a size watcher per column and a second render of the table before its first paint, there for
 * fixed columns and headers, which no list has. A shadow on a side still scrolled out of view
 * (data-more-start / data-more-end, set by useScrollEdges) says there is more, as antd's does.
 * For tables inside an element of class `console-list`.
 */
import { useEffect, type RefObject } from 'react';

/** The CSS of scrolling lists; `shadow` is the edge shadows' colour (antd uses colorSplit). */
export function scrollingTableCss(shadow: string): string {
  const edge = (side: 'start' | 'end', pseudo: string, ltr: number) =>
    `.console-list .ant-table-container:has(> .ant-table-content[data-more-${side}])::${pseudo} { box-shadow: inset ${ltr}px 0 8px -8px ${shadow}; }
[dir='rtl'] .console-list .ant-table-container:has(> .ant-table-content[data-more-${side}])::${pseudo} { box-shadow: inset ${-ltr}px 0 8px -8px ${shadow}; }`;
  return `.console-list .ant-table-content { overflow-x: auto; }
.console-list .ant-table-content > table { width: max-content; min-width: 100%; }
${edge('start', 'before', 10)}
${edge('end', 'after', -10)}`;
}

/**
 * Marks the table's scrolling box with the sides it can still scroll towards; `key` changes when its
 * rows do. The widths are read when the browser reports the box's and the table's sizes, after it
 * has laid them out (a resize observer's first report comes with the first layout), never while
 * the table is being drawn: reading them then made the browser lay out the whole page at once.
 */
export function useScrollEdges(wrapper: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const box = wrapper.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!box) return;
    const mark = () => {
      // Right to left, scrollLeft runs from 0 down to minus the overflow.
      const scrolled = Math.abs(box.scrollLeft);
      const overflow = box.scrollWidth - box.clientWidth;
      box.toggleAttribute('data-more-start', scrolled > 1);
      box.toggleAttribute('data-more-end', scrolled < overflow - 1);
    };
    box.addEventListener('scroll', mark, { passive: true });
    const sizes = new ResizeObserver(mark);
    sizes.observe(box);
    if (box.firstElementChild) sizes.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      sizes.disconnect();
    };
  }, [wrapper, key]);
}
