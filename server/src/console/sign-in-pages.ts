/**
 * The sign-in landings drawn at build time (scripts/build/prerender-sign-in.tsx): login.html comes
 * with the landing of its address in place of the loading screen, and the styles that landing
 * needs, so a phone shows the page as soon as the HTML arrives; the sign-in entry then draws the
 * same page over it. Only for the plain address: any parameter but the return address adds a notice
 * (an error, an ended session, an inactive account) that only the scripts draw.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RETURN_TO_PARAM, SIGN_IN_PAGES_FILE, type PrerenderedSignInPages } from '../../../contract/index.js';
import { escapeHtml } from '../auth/oidc/pages.js';
import { CONTENT_SECURITY_POLICY } from '../http/security.js';

/**
 * The page's scripts are asked for after its first paint, not by the parser: with the landing in
 * the HTML, nothing on screen waits for them, and a phone's first frames are not spent fetching
 * and running 120 KiB before the browser paints what it already has. (Lighthouse's model of a slow
 * phone counted every script asked for before the largest paint as holding it back.) In order,
 * like the deferred tags they replace.
 */
const SCRIPTS_ELEMENT_ID = 'sign-in-scripts';
/**
 * And a click on the drawn sign-in button before they run is kept (window.signInClicked), for the
 * entry to act on (src/signIn.tsx): the page looks ready before it is.
 */
const LOAD_AFTER_PAINT = `document.addEventListener('click', function (event) {
  if (event.target.closest && event.target.closest('[data-sign-in-action]')) window.signInClicked = true;
});
requestAnimationFrame(function () {
  setTimeout(function () {
    JSON.parse(document.getElementById('${SCRIPTS_ELEMENT_ID}').textContent).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }, 0);
});`;
const LOADER_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(LOAD_AFTER_PAINT).digest('base64')}'`,
);
/** The build's script tags; `data-on-demand` marks the part the entry loads only when it draws (webpack.config.ts). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"( data-on-demand)?><\/script>/g;

let cached: { root: string; mtime: number; drawn: PrerenderedSignInPages } | undefined;

/** The drawn landings of the build in `root` (read again when the build changes), if it has them. */
function drawnPagesOf(root: string): PrerenderedSignInPages | undefined {
  const file = path.join(root, SIGN_IN_PAGES_FILE);
  const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) return undefined;
  if (cached?.root === root && cached.mtime === mtime) return cached.drawn;
  try {
    const drawn = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderedSignInPages;
    if (typeof drawn.pages !== 'object' || !Array.isArray(drawn.styles)) return undefined;
    cached = { root, mtime, drawn };
    return drawn;
  } catch {
    return undefined;
  }
}

/**
 * login.html (`html`) for the address `urlPath` with query `query`: with its landing drawn in #root,
 * the landing's styles in the head, the page's direction, and its scripts loaded after the first
 * paint; then also the page's content security policy (the loader's hash). As it was when the
 * build drew no such landing.
 */
export function withDrawnSignInPage(
  root: string,
  html: string,
  urlPath: string,
  query: URLSearchParams,
): { html: string; csp?: string } {
  if ([...query.keys()].some((name) => name !== RETURN_TO_PARAM)) return { html };
  const drawn = drawnPagesOf(root);
  const page = drawn?.pages[urlPath.replace(/\/+$/, '')];
  const css = page && drawn.styles[page.styles];
  if (!page || css === undefined) return { html };
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].filter((match) => !match[2]).map((match) => match[1]!);
  // `</` cannot end an element early: CSS-in-JS output and file names have no markup, but be sure.
  const inert = (text: string) => text.replace(/<\//g, '<\\/');
  const head = [
    `<style data-drawn-sign-in>${inert(css)}</style>`,
    `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${inert(JSON.stringify(scripts))}</script>`,
    `<script>${LOAD_AFTER_PAINT}</script>`,
  ].join('');
  let withPage = html
    .replace(DEFERRED_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(/(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/, (_match, open: string, close: string) => {
      return `${open}${page.html}${close}`;
    });
  if (page.dir === 'rtl') withPage = withPage.replace(/<html lang="([^"]*)"/, '<html lang="$1" dir="rtl"');
  return { html: withPage, csp: LOADER_POLICY };
}
