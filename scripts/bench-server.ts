/**
 * The built console on the platform server (demo data, in-memory SQLite) for the browser
 * benchmarks, or nothing when E2E_BASE_URL points at a running one. Resolves with its stop.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export async function startConsoleServer(base: string, port: number): Promise<() => void> {
  if (process.env.E2E_BASE_URL) return () => undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(os.tmpdir(), `console-bench-${process.pid}`),
      SQLITE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/config.json`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return () => child.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** Signs in through the sign-in page as a demo user (password `demo`) and waits for the dashboard. */
export async function signInAs(page: Page, base: string, user: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/**
 * A new browser context holding a demo user's session and nothing else: another context signs in
 * through the sign-in page and hands over only its cookies and storage, so the new one has loaded
 * nothing (a new renderer, an empty HTTP cache, no compiled code).
 */
export async function signedInContext(
  browser: Browser,
  base: string,
  user: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const signing = await browser.newContext({ viewport });
  try {
    await signInAs(await signing.newPage(), base, user);
    return await browser.newContext({ viewport, storageState: await signing.storageState() });
  } finally {
    await signing.close();
  }
}
