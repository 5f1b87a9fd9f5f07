/**
 * Takes the place of resize-observer-polyfill in the build (webpack.config.ts): every browser the
 * console supports has ResizeObserver, and the polyfill is 7 KiB on every route.
 */
export default globalThis.ResizeObserver;
