import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE } from '../../contract/index.js';
import { durationText, identityLanguage } from '../src/auth/oidc/texts.js';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL } from './identity-helpers.js';

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const alert = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];

describe('the identity pages speak the console language', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  /** The sign-in page's address, reached like a browser with the given cookie jar. */
  async function signInPage(jar: CookieJar): Promise<string> {
    const page = last(await browse(app, jar, { url: '/connect/keycloak' }));
    assert.equal(page.status, 200);
    return page.url;
  }

  it("follows the console's locale cookie, also for a refused password", async () => {
    const jar = new CookieJar();
    jar.store(`${LOCALE_COOKIE}=ja; Path=/`);
    const url = await signInPage(jar);
    const page = await app.inject({ url, headers: { host: 'localhost:8080', cookie: jar.header(url) } });
    assert.match(page.body, /<html lang="ja" dir="ltr">/);
    assert.equal(title(page.body), 'サインイン');
    assert.match(page.body, /<label for="password">パスワード<\/label>/);

    const { action } = firstForm(page.body);
    const wrong = last(
      await browse(app, jar, { method: 'POST', url: action, form: { username: 'editor', password: 'x' } }),
    );
    assert.equal(wrong.status, 401);
    assert.equal(alert(wrong.response.body), 'ユーザー名またはパスワードが正しくありません。');
  });

  it("without a cookie, takes the browser's first language it speaks; Arabic runs right to left", async () => {
    const url = await signInPage(new CookieJar());
    const page = await app.inject({
      url,
      headers: { host: 'localhost:8080', 'accept-language': 'sv-SE, ar-EG;q=0.8, pl;q=0.5' },
    });
    // The interaction cookie is missing here, so this is the restart page, in Arabic.
    assert.match(page.body, /<html lang="ar" dir="rtl">/);
    assert.equal(alert(page.body), 'انتهت صلاحية طلب تسجيل الدخول هذا أو أنه غير صالح. يُرجى البدء من جديد.');
  });

  it('a console language without identity texts shows English, as the console does', () => {
    const chosen = identityLanguage({ cookie: `${LOCALE_COOKIE}=sv`, 'accept-language': 'de' });
    assert.equal(chosen.lang, 'en');
    assert.equal(identityLanguage({ 'accept-language': 'de-CH;q=0.9, fr;q=1' }).lang, 'fr');
    assert.equal(identityLanguage({ 'accept-language': 'de;q=0' }).lang, 'en');
  });

  it('counts minutes and seconds with the plural forms of each language', () => {
    assert.equal(durationText('en', 1, 'minutes'), '1 minute');
    assert.equal(durationText('en', 30, 'seconds'), '30 seconds');
    assert.equal(durationText('pl', 2, 'minutes'), '2 minuty');
    assert.equal(durationText('pl', 5, 'minutes'), '5 minut');
    assert.equal(durationText('ru', 21, 'seconds'), '21 секунду');
    assert.equal(durationText('ar', 2, 'minutes'), 'دقيقتين');
    assert.equal(durationText('ja', 15, 'minutes'), '15分');
  });
});
