/**
 * What the build gives rc-table in place of rc-util's scrollbar measuring (webpack.config.ts). rc-table
 * measures its body's scrollbar once when it mounts, for a header pinned above a body that scrolls
 * on its own (`scroll.y`, `sticky`); measuring injects a style element and a probe box and reads
 * their layout, which makes the browser restyle and lay out the whole page just drawn (140 ms of a
 * phone's main thread on /tenant). No list pins its header (the page scrolls), so a table without
 * one gets 0, the width rc-table then never uses; a pinned header's body is measured as before.
 */
import getScrollBarSize, { getTargetScrollBarSize as measure } from 'rc-util/es/getScrollBarSize';

export default getScrollBarSize;

export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  // rc-table's body holder of a pinned header is `<prefix>-body`; an unpinned table's is `<prefix>-content`.
  const pinnedHeaderBody =
    target instanceof HTMLElement && [...target.classList].some((name) => name.endsWith('-body'));
  return pinnedHeaderBody ? measure(target) : { width: 0, height: 0 };
}
