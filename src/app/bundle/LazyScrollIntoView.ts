/**
 * What the build gives antd's Form in place of scroll-into-view-if-needed (webpack.config.ts): the
 * scroll to a field (a failed submit's first error) with the real one loaded on first use. Every
 * form, the lists' search forms among them, carried it and its layout maths (1.2 KiB gzip) for
 * a scroll that only a failed submit asks for; that scroll now starts a moment later.
 */
type Options = Record<string, unknown>;

let loading: Promise<(node: Element, options?: Options) => void> | undefined;

export default function scrollIntoView(node: Element, options?: Options): void {
  loading ??= import(/* webpackChunkName: "scroll-into-view" */ 'scroll-into-view-if-needed').then(
    (module) => module.default as (node: Element, options?: Options) => void,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  loading.then(
    (scroll) => scroll(node, options),
    () => node.scrollIntoView?.(),
  );
}
