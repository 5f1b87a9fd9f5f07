/**
 * Debian's Chromium as the browser tests and benchmarks start it: no sandbox (root in CI), no GPU,
 * and none of the background connections this machine's closed network refuses.
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
