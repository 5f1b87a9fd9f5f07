import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './scripts/chromium';

/**
 * Browser tests run the real product: the built console served by the platform server, a fresh
 * SQLite database seeded with the demo data, and the built-in sign-in service, on loopback.
 *
 * Each worker has a server of its own (port E2E_PORT + worker index, its own in-memory database),
 * so two spec files running side by side never see each other's rows; `test` from ./support points
 * every page at its worker's server. E2E_WORKERS sets how many: 1 by default, since on two cores
 * a second Chromium made every test two to three times slower and a dozen of them timed out; a
 * machine with more cores can run more.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
/** E2E_BASE_URL points the tests at a server that is already running (no webServer started). */
const external = process.env.E2E_BASE_URL;
const workers = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const run = `contract-console-e2e-${process.env.E2E_RUN_ID ?? process.pid}`;
// Workers load this file again: they must compute the same addresses and log files as the runner.
process.env.E2E_RUN_ID ??= String(process.pid);

const servers = Array.from({ length: workers }, (_, index) => {
  const url = external ?? `http://localhost:${port + index}`;
  const dataDir = path.join(os.tmpdir(), `${run}-${index}`);
  /** The server's log at info (a line per request), read by the teardown for credentials. */
  return { url, dataDir, log: `${dataDir}-server.log` };
});
process.env.E2E_BASE_URLS = JSON.stringify(servers.map((server) => server.url));
if (!external) process.env.E2E_SERVER_LOGS = JSON.stringify(servers.map((server) => server.log));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // A long story on a loaded two-core machine (CI) can take a minute (the longest set their own);
  // a hang costs this much once per attempt.
  timeout: 90_000,
  globalTeardown: './e2e/server-log.teardown.ts',
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: servers[0]!.url,
    // The console honours the system's "reduce motion" (antd's slides stand still); tests ask for
    // it so that a click never lands on a dropdown or drawer still on its way in.
    reducedMotion: 'reduce',
    // The pictures a test means to keep are its snap() calls; the others only on a failure.
    screenshot: 'only-on-failure',
    // A trace of every test cost 40% of the browser suite's time (two specs: 178 s with, 106 s
    // without); a failure is traced on its retry instead.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: QUIET_CHROMIUM_ARGS,
    },
  },
  webServer: external
    ? undefined
    : servers.map((server) => ({
        command: `node --import tsx server/src/server.ts > "${server.log}"`,
        url: `${server.url}/config.json`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          PORT: new URL(server.url).port,
          HOST: '127.0.0.1',
          PUBLIC_URL: server.url,
          DATA_DIR: server.dataDir,
          SQLITE_FILE: ':memory:',
          LOG_LEVEL: 'info',
          ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '900',
        },
      })),
});
