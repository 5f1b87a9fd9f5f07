import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_PAGES_FILE, type PrerenderedSignInPages } from '../../contract/index.js';
import { buildTestApp, consoleFolder } from './helpers.js';

/** login.html as the build writes it (webpack.config.ts): runtime, on-demand React part, entry. */
const LOGIN_HTML =
  '<!doctype html><html lang="en"><head><title>Contract Console</title>' +
  '<script defer="defer" src="/runtime-sign-in.1a.js"></script>' +
  '<script defer="defer" src="/sign-in-app.2b.js" data-on-demand></script>' +
  '<script defer="defer" src="/sign-in.3c.js"></script></head>' +
  '<body><noscript>JavaScript</noscript><div id="root"><div class="boot-loading"><p class="boot-title">Contract Console</p></div></div></body></html>';

/** The shape scripts/build/prerender-sign-in.tsx writes, with made-up pages. */
const DRAWN: PrerenderedSignInPages = {
  pages: {
    '/login': {
      html: '<main><h1>Login</h1><button data-sign-in-action>Sign in</button></main>',
      title: 'Login · Contract Console',
      dir: 'ltr',
      styles: 0,
    },
    '/ar/login': { html: '<main><h1>تسجيل الدخول</h1></main>', title: 'تسجيل الدخول', dir: 'rtl', styles: 0 },
    '/de/logout_success': {
      html: '<main>Sie wurden abgemeldet.</main>',
      title: 'Abgemeldet · <Vertragskonsole>',
      dir: 'ltr',
      styles: 1,
    },
  },
  styles: ['.ant-btn{color:blue}', '.ant-result{margin:0}'],
};

const scriptsOf = (html: string) => [...html.matchAll(/<script defer="defer" src="([^"]+)"/g)].map((m) => m[1]);
const inlineScriptOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the sign-in landings the build drew are in the page before its scripts', () => {
  let app: FastifyInstance;
  let consoleDir: string;
  before(async () => {
    consoleDir = consoleFolder({
      'index.html': '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
      'login.html': LOGIN_HTML,
      [SIGN_IN_PAGES_FILE]: JSON.stringify(DRAWN),
      // The build writes both; without its route table the server sends its pages as they are.
      'route-preloads.json': JSON.stringify({ routes: [], languages: {}, titles: { en: 'Contract Console' } }),
    });
    app = await buildTestApp({ consoleDir });
  });
  after(async () => {
    await app.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  test('the landing in #root, its styles and tab title, its scripts loaded after the first paint', async () => {
    const login = await page('/login');
    assert.equal(login.statusCode, 200);
    assert.match(
      login.body,
      /<div id="root"><main><h1>Login<\/h1><button data-sign-in-action>Sign in<\/button><\/main><\/div><\/body>/,
    );
    assert.doesNotMatch(login.body, /boot-loading/);
    assert.match(login.body, /<style data-drawn-sign-in>\.ant-btn\{color:blue\}<\/style>/);
    assert.match(login.body, /<title>Login · Contract Console<\/title>/);
    // No script tag for the parser to fetch; the loader names the runtime and the entry, not the React part.
    assert.deepEqual(scriptsOf(login.body), []);
    const listed = /<script type="application\/json" id="sign-in-scripts">([^<]*)<\/script>/.exec(login.body);
    assert.deepEqual(JSON.parse(listed![1]!), ['/runtime-sign-in.1a.js', '/sign-in.3c.js']);
  });

  test("the page's policy lets exactly its loader run", async () => {
    const login = await page('/login');
    const loader = inlineScriptOf(login.body);
    assert.ok(loader);
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    const policy = String(login.headers['content-security-policy']);
    assert.match(policy, new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    assert.doesNotMatch(policy, /unsafe-inline'?[^;]*script|script-src[^;]*unsafe/);
    // The console's pages keep the plain policy.
    const console = await page('/tenant');
    assert.match(String(console.headers['content-security-policy']), /script-src 'self';/);
  });

  test('in the language and direction of the address, the title written as text', async () => {
    const arabic = await page('/ar/login/');
    assert.match(arabic.body, /<html lang="[^"]*" dir="rtl">/);
    assert.match(arabic.body, /<h1>تسجيل الدخول<\/h1>/);
    const german = await page('/de/logout_success');
    assert.match(german.body, /<title>Abgemeldet · &lt;Vertragskonsole&gt;<\/title>/);
    assert.match(german.body, /<style data-drawn-sign-in>\.ant-result\{margin:0\}<\/style>/);
  });

  test('an address with a notice to show, or without a drawing, is left to the scripts as built', async () => {
    for (const url of [
      '/login?error=unknown_user',
      '/login?returnTo=%2Ftenant&ended=1',
      '/de/logout_success?state=inactive',
      '/fr/login',
    ]) {
      const body = (await page(url)).body;
      assert.match(body, /<div class="boot-loading">/, url);
      assert.deepEqual(scriptsOf(body), ['/runtime-sign-in.1a.js', '/sign-in-app.2b.js', '/sign-in.3c.js'], url);
      assert.doesNotMatch(body, /data-drawn-sign-in/, url);
    }
    // Where sign-in comes back to changes nothing on the page: drawn.
    assert.match((await page('/login?returnTo=%2Ftenant')).body, /data-drawn-sign-in/);
  });
});
