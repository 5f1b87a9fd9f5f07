/**
 * What the build gives antd's Form in place of scroll-into-view-if-needed (webpack.config.ts): the
 * scroll to a field (a failed submit's first error) with the real one loaded on first use. Every
 * form, the lists' search forms among them, carried it and its layout maths (1.2 KiB gzip) for
 * a scroll that only a failed submit asks for; that scroll now starts a moment later.
 */
import { once } from '../../shared/routing/once';

type Options = Record<string, unknown>;

type Scroll = (node: Element, options?: Options) => void;

const loadScroll = once(() =>
  import(/* webpackChunkName: "scroll-into-view" */ 'scroll-into-view-if-needed').then(
    (module) => module.default as Scroll,
  ),
);

export default function scrollIntoView(node: Element, options?: Options): void {
  loadScroll().then(
    (scroll) => scroll(node, options),
    () => node.scrollIntoView?.(),
  );
}
