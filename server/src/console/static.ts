import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONNECT_PATH, RUNTIME_CONFIG_ELEMENT_ID, type ConsoleRuntimeConfig } from '../../../contract/index.js';
import type { ServerConfig } from '../config.js';
import { MESSAGE_LOCALES } from '../hydra/messages.js';
import { escapeHtml } from '../auth/oidc/pages.js';
import { routePreloadsOf } from './preloads.js';
import { withDrawnSignInPage } from './sign-in-pages.js';

/** Paths owned by the server itself; never answered with the console's index.html. */
const SERVER_PREFIXES = ['/api/', '/connect/', '/realms/'];
/**
 * webpack's content-hashed file names: safe to cache forever, a new build has new names. `.mjs`:
 * pdf.js's worker (pdf.worker.<hash>.mjs), which the build emits as pdf.js ships it.
 */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(m?js|css|woff2?|png|svg|jpg|webp)$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract console</title></head>
<body><h1>The console is not built</h1><p>The platform API is running. Run <code>npm run build</code> to build the console, then restart the server.</p></body></html>`;

function isServerPath(url: string): boolean {
  return (
    url === '/config.json' || SERVER_PREFIXES.some((prefix) => url === prefix.slice(0, -1) || url.startsWith(prefix))
  );
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The requested file inside root, or null (missing, a folder, or an attempt to leave root). */
async function fileInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(root, `.${decoded}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  const stat = await fs.promises.stat(resolved).catch(() => null);
  return stat?.isFile() ? path.relative(root, resolved) : null;
}

/**
 * The sign-in landings (/login, /logout_success, and under a language prefix with a catalogue:
 * /de/login): the build's sign-in entry (login.html), a page without the console's store, router,
 * layout, tables and forms. Any other prefix is left to the console, which knows every locale and
 * shows its not-found page for an unknown one; '/en/…' is left to it too (it drops the prefix).
 */
const SIGN_IN_PAGE = new RegExp(
  `^(?:/(?:${MESSAGE_LOCALES.filter((code) => code !== 'en').join('|')}))?/(?:login|logout_success)/?$`,
);

/** Where the console finds the API and the identity service (GET /config.json, and in every page). */
function runtimeConfigOf(config: ServerConfig): ConsoleRuntimeConfig {
  return {
    apiHost: '',
    connectPath: CONNECT_PATH,
    realmUrl: config.oidcIssuer ?? `${config.publicUrl}/realms/${config.realm}`,
    clientId: config.oidcClientId,
  };
}

/**
 * The runtime configuration as a data block of the page: JSON the browser never runs (so the page's
 * script policy allows it), with every `<` escaped so no text in it can close the element.
 */
function runtimeConfigTag(runtime: ConsoleRuntimeConfig): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * A page of the console's build: never cached without asking, so a new build is seen at once. The
 * console's page names the scripts of the address's route for the browser to fetch with the entry
 * (preloads.ts), when the build has a table of them; both pages say their address's language and
 * show the console's name in it on their loading screen (public/index.html).
 */
async function sendPage(
  reply: FastifyReply,
  root: string,
  page: 'index.html' | 'login.html',
  urlPath: string,
  query: URLSearchParams,
  runtime: ConsoleRuntimeConfig,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache');
  const pages = routePreloadsOf(root);
  if (!pages) return reply.sendFile(page);
  const tags = (page === 'index.html' ? pages.tags(urlPath) : '') + runtimeConfigTag(runtime);
  const { language, title } = pages.language(urlPath);
  let html = (await fs.promises.readFile(path.join(root, page), 'utf8')).replace('</head>', `${tags}</head>`);
  if (language !== 'en') html = html.replace('<html lang="en"', `<html lang="${language}"`);
  if (title) html = html.replace(/(<p class="boot-title">)[^<]*(<\/p>)/, `$1${escapeHtml(title)}$2`);
  if (page === 'login.html') {
    const drawn = withDrawnSignInPage(root, html, urlPath, query);
    html = drawn.html;
    if (drawn.csp) reply.header('content-security-policy', drawn.csp);
  }
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built console (dist/) on the server's own origin, with the SPA fallback that lets
 * deep links such as /de/tenant/3 load the app, and the runtime configuration the console reads at start.
 */
export const consolePlugin = fp(
  async (app: FastifyInstance) => {
    const { consoleDir } = app.config;
    const runtime = runtimeConfigOf(app.config);

    app.get(
      '/config.json',
      { schema: { tags: ['Console'], summary: 'Where the console finds the API and the identity service' } },
      async (_request, reply) => reply.header('cache-control', 'no-cache').send(runtime),
    );

    const root = path.resolve(consoleDir);
    const hasSignInPage = fs.existsSync(path.join(root, 'login.html'));
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      app.get('/', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE),
      );
      return;
    }

    // We choose the headers per file below, so the plugin's own cache headers are off. preCompressed:
    // a file's .br or .gz sibling (the build emits them) goes out when the browser accepts it, with Vary.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      preCompressed: true,
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [urlPath = '/', search = ''] = request.url.split('?');
      const query = new URLSearchParams(search);
      if (isServerPath(urlPath)) return reply.callNotFound();
      const file = urlPath === '/' ? null : await fileInside(root, urlPath);
      if (file === 'index.html' || file === 'login.html') return sendPage(reply, root, file, urlPath, query, runtime);
      if (file) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        return reply.sendFile(file);
      }
      if (urlPath === '/' || acceptsHtml(request))
        return sendPage(
          reply,
          root,
          hasSignInPage && SIGN_IN_PAGE.test(urlPath) ? 'login.html' : 'index.html',
          urlPath,
          query,
          runtime,
        );
      return reply.callNotFound();
    });
  },
  { name: 'console' },
);
