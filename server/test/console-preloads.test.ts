import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { preloadTags, type RoutePreloads } from '../src/console/preloads.js';
import { buildTestApp, consoleFolder } from './helpers.js';

/** The shape scripts/build/route-preloads.ts writes, with made-up files. */
const TABLE: RoutePreloads = {
  routes: [
    { paths: [''], files: ['layout.1a.js', 'page-index.2b.js'] },
    { paths: ['tenant'], files: ['layout.1a.js', 'page-tenant.3c.js', 'resource-list.4d.js'] },
    { paths: ['tenant/create', 'tenant/:id'], files: ['layout.1a.js', 'page-tenant.3c.js', 'resource-form.5e.js'] },
    { paths: ['contract/my-list/:id?/version/:vid'], files: ['layout.1a.js'] },
  ],
  languages: { en: ['lang-en.6f.js'], de: ['lang-de.7a.js', 'antd-de.8b.js'] },
  titles: { en: 'Contract Console', de: 'Vertragskonsole' },
};

const hrefs = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);

describe("the console page names its route's scripts", () => {
  test("a route's files and its language's, the entry's never", () => {
    const tagsOf = preloadTags(TABLE);
    assert.deepEqual(hrefs(tagsOf('/tenant')), [
      '/layout.1a.js',
      '/page-tenant.3c.js',
      '/resource-list.4d.js',
      '/lang-en.6f.js',
    ]);
    assert.deepEqual(hrefs(tagsOf('/de/tenant/42')), [
      '/layout.1a.js',
      '/page-tenant.3c.js',
      '/resource-form.5e.js',
      '/lang-de.7a.js',
      '/antd-de.8b.js',
    ]);
    assert.deepEqual(hrefs(tagsOf('/en/tenant/create/')), hrefs(tagsOf('/tenant/create')));
    assert.deepEqual(hrefs(tagsOf('/')), ['/layout.1a.js', '/page-index.2b.js', '/lang-en.6f.js']);
    assert.deepEqual(hrefs(tagsOf('/de')), ['/layout.1a.js', '/page-index.2b.js', '/lang-de.7a.js', '/antd-de.8b.js']);
  });

  test('optional and required parameters as the router reads them; anything else gets nothing', () => {
    const tagsOf = preloadTags(TABLE);
    assert.equal(hrefs(tagsOf('/contract/my-list/version/5')).length, 2);
    assert.equal(hrefs(tagsOf('/contract/my-list/9/version/5')).length, 2);
    for (const url of ['/contract/my-list/9/version', '/tenant/1/2', '/nope', '/xx/tenant', '/tenantx'])
      assert.equal(tagsOf(url), '', url);
  });

  test('a file name that is not a plain script name is never written into the page', () => {
    const tagsOf = preloadTags({
      routes: [{ paths: ['tenant'], files: ['ok.1a.js', '"><script>alert(1)</script>.js', '../x.js'] }],
      languages: {},
    });
    assert.deepEqual(hrefs(tagsOf('/tenant')), ['/ok.1a.js']);
  });

  describe('in the page the server sends', () => {
    let app: FastifyInstance;
    let consoleDir: string;
    before(async () => {
      consoleDir = consoleFolder({
        'index.html':
          '<!doctype html><html lang="en"><head><title>Contract console</title><script defer src="/main.0a.js"></script></head><body><div id="root"><p class="boot-title">Contract Console</p></div></body></html>',
        'login.html':
          '<!doctype html><html lang="en"><head></head><body><p class="boot-title">Contract Console</p></body></html>',
        'route-preloads.json': JSON.stringify(TABLE),
      });
      app = await buildTestApp({ consoleDir });
    });
    after(async () => {
      await app.close();
      fs.rmSync(consoleDir, { recursive: true, force: true });
    });

    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    test('in its head, after the entry; a page it names nothing for is sent as built', async () => {
      const tenant = await page('/de/tenant');
      assert.equal(tenant.statusCode, 200);
      assert.equal(tenant.headers['cache-control'], 'no-cache');
      assert.match(String(tenant.headers['content-type']), /^text\/html/);
      assert.match(
        tenant.body,
        /<script defer src="\/main\.0a\.js"><\/script><link rel="preload" as="script" href="\/layout\.1a\.js">.*<\/head>/,
      );
      assert.deepEqual(hrefs(tenant.body).slice(-2), ['/lang-de.7a.js', '/antd-de.8b.js']);
      const unknown = await page('/no/such/screen');
      assert.equal(unknown.statusCode, 200);
      assert.deepEqual(hrefs(unknown.body), []);
      const login = await page('/login');
      assert.deepEqual(hrefs(login.body), []);
    });

    test("both pages say their address's language and show the console's name in it while loading", async () => {
      for (const url of ['/de/tenant', '/de/login']) {
        const body = (await page(url)).body;
        assert.match(body, /<html lang="de">/, url);
        assert.match(body, /<p class="boot-title">Vertragskonsole<\/p>/, url);
      }
      for (const url of ['/tenant', '/login', '/xx/tenant']) {
        const body = (await page(url)).body;
        assert.match(body, /<html lang="en">/, url);
        assert.match(body, /<p class="boot-title">Contract Console<\/p>/, url);
      }
    });

    test('both pages carry the runtime configuration /config.json answers, as data never run', async () => {
      const served = JSON.parse((await app.inject({ method: 'GET', url: '/config.json' })).body) as unknown;
      for (const url of ['/tenant', '/de/login', '/no/such/screen']) {
        const found = /<script type="application\/json" id="runtime-config">([^<]*)<\/script><\/head>/.exec(
          (await page(url)).body,
        );
        assert.ok(found, url);
        assert.deepEqual(JSON.parse(found[1]!), served, url);
      }
    });

    test('a name is written as text into the page', async () => {
      fs.writeFileSync(
        path.join(consoleDir, 'route-preloads.json'),
        JSON.stringify({ ...TABLE, titles: { de: '<img src=x onerror=alert(1)> & Co' } }),
      );
      const later = new Date(Date.now() + 2000);
      fs.utimesSync(path.join(consoleDir, 'route-preloads.json'), later, later);
      assert.match(
        (await page('/de/tenant')).body,
        /<p class="boot-title">&lt;img src=x onerror=alert\(1\)&gt; &amp; Co<\/p>/,
      );
    });

    test('a new build is seen without a restart', async () => {
      fs.writeFileSync(
        path.join(consoleDir, 'route-preloads.json'),
        JSON.stringify({ routes: [{ paths: ['tenant'], files: ['rebuilt.9f.js'] }], languages: {} }),
      );
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(consoleDir, 'route-preloads.json'), later, later);
      assert.deepEqual(hrefs((await page('/tenant')).body), ['/rebuilt.9f.js']);
    });
  });
});
