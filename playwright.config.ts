import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run the real product: the built console served by the platform server, a fresh
 * SQLite database seeded with the demo data, and the built-in sign-in service, on one loopback port.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
/** E2E_BASE_URL points the tests at a server that is already running (no webServer started). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `contract-console-e2e-${process.pid}`);
/** The server's log at info (a line per request), read by the teardown for credentials. */
const serverLog = `${dataDir}-server.log`;
if (!external) process.env.E2E_SERVER_LOG = serverLog;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  globalTeardown: './e2e/server-log.teardown.ts',
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `node --import tsx server/src/server.ts > "${serverLog}"`,
        url: `${baseURL}/config.json`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          SQLITE_FILE: ':memory:',
          LOG_LEVEL: 'info',
          ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '900',
        },
      },
});
