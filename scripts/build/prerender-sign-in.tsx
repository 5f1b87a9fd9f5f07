/**
 * The sign-in landings drawn at build time: /login and /logout_success in every language with a
 * catalogue, as HTML and the CSS-in-JS styles that HTML uses. The platform server puts them into
 * login.html in place of the loading screen (server/src/console/static.ts), so a phone shows the
 * page itself as soon as the HTML arrives instead of after 120 KiB of scripts: the page's largest
 * paint was the notice, drawn by React 2.3 to 3.5 s into Lighthouse's slow 4G. The sign-in entry
 * then draws the same page over it (createRoot replaces what is there), with the same classes.
 * Only the plain addresses are drawn: an error, an ended session or an inactive account adds a
 * notice the server leaves to the scripts (a different page, then a shift).
 *
 *   NODE_ENV=production node --import tsx scripts/build/prerender-sign-in.tsx   # { file, drawn } as JSON
 *
 * NODE_ENV must be production: antd's class hashes differ in development. The webpack build runs
 * it (PrerenderedSignInPlugin, webpack.config.ts) and writes `drawn` to `file` beside login.html.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Locale } from 'antd/es/locale';
import { renderToString } from 'react-dom/server';
import { SIGN_IN_PAGES_FILE, type PrerenderedSignInPages } from '../../contract/core';
import { LocaleFrame } from '../../src/app/LocaleFrame';
import { PlainPage } from '../../src/app/layout/PlainPage';
import { createIntl } from 'react-intl';
import { SignInScreen, signInPageOf } from '../../src/features/sign-in/signInPages';
import { APP_TITLE } from '../../src/shared/ui/tabTitle';
import { localeOf } from '../../src/i18n/locales';
import { CATALOGUE_LOCALES, type Messages } from '../../src/i18n/messages';
import { localisedPath } from '../../src/i18n/paths';
import { themeConfig } from '../../src/shared/theme/themeConfig';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production (class hashes differ)');

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');

function antdPack(code: string): Locale {
  const pack = localeOf(code).antd;
  if (!pack || pack === 'en_US') return require('antd/locale/en_US').default as Locale;
  return require(`antd/locale/${pack}`).default as Locale;
}

/** The landing at `pathname`, drawn as the sign-in entry draws it for a light theme (signIn.tsx). */
function draw(code: string, pathname: string): { html: string; css: string; title: string } {
  const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'lang', `${code}.json`), 'utf8')) as Messages;
  // The pages read their address from the page (they are also drawn by the console's router).
  Object.assign(globalThis, { window: { location: { pathname, search: '' } } });
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <LocaleFrame
        loaded={{ locale: localeOf(code), messages, antd: antdPack(code) }}
        theme={themeConfig(false, false, false)}
      >
        <PlainPage dark={false}>
          <SignInScreen pathname={pathname} />
        </PlainPage>
      </LocaleFrame>
    </StyleProvider>,
  );
  // The tab's title as useTabTitle sets it ("Anmeldung · Vertragskonsole").
  const intl = createIntl({ locale: localeOf(code).iso, defaultLocale: 'en', messages, onError: () => {} });
  const title = `${intl.formatMessage(signInPageOf(pathname).title)} · ${intl.formatMessage(APP_TITLE)}`;
  return { html, title, css: extractStyle(cache, { plain: true, types: ['style'] }) };
}

const drawn: PrerenderedSignInPages = { pages: {}, styles: [] };
for (const code of CATALOGUE_LOCALES)
  for (const page of ['/login', '/logout_success']) {
    const { html, css, title } = draw(code, localisedPath(page, code));
    if (!drawn.styles.includes(css)) drawn.styles.push(css);
    drawn.pages[localisedPath(page, code)] = {
      html,
      title,
      dir: localeOf(code).rtl ? 'rtl' : 'ltr',
      styles: drawn.styles.indexOf(css),
    };
  }
process.stdout.write(JSON.stringify({ file: SIGN_IN_PAGES_FILE, drawn }));
