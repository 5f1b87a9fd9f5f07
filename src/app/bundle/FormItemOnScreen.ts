/**
 * What the build gives antd's Form.Item in place of rc-util's `isVisible` (scripts/build/trims.ts).
 * Form.Item asks it while it renders, on every render after the first, only so that an item with an
 * error reads its bottom margin again when it comes on screen. `isVisible` reads `offsetParent`,
 * which makes the browser lay out the page in the middle of React's render: 42 ms of a cold
 * `/tenant` (its search form), and again at each keystroke in a form. The margin is read with
 * `getComputedStyle`, which gives the stylesheet's value for a hidden element too; it needs the
 * element in the document, and that is what this answers, without layout.
 */
export default function isInDocument(element: unknown): boolean {
  return element instanceof Element && element.isConnected;
}
