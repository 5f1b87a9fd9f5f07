/**
 * Debian's Chromium as the browser tests and benchmarks start it: no sandbox (root in CI), no GPU,
 * and none of the background connections this machine's closed network refuses. These are the
 * flags of the anchors' own ttfr.js (../shared/bench/anchors), so a benchmark's default method is
 * theirs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Without the browser's own work beside the page. Each new context in Chromium's headless mode
 * opens a window, and each window loaded the omnibox popup's WebUI (some 90 chrome:// scripts) while
 * the page under test loaded: a core's worth on a two-core machine, in every browser test and in
 * every benchmark run of either app. A person's browser did that once, when it started.
 */
export const QUIET_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The benchmarks' flags: the anchors' method, or with `--quiet-browser` the one above. */
export const benchChromiumArgs = (args: string[]): string[] =>
  args.includes('--quiet-browser') ? QUIET_CHROMIUM_ARGS : CHROMIUM_ARGS;
