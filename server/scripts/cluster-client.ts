/**
 * A client of the cluster as a browser is one (cluster-lib.ts): cookies, redirects followed by
 * hand, the sign-in form of the built-in identity service, the console's token refresh.
 */

/** Cookies by name (paths ignored: the platform's cookies are all sent to what these clients ask). */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The instance that answered each request (HAProxy's X-Served-By). */
  readonly servedBy: string[] = [];

  constructor(readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const [name, value] = [pair.slice(0, index).trim(), pair.slice(index + 1).trim()];
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const served = response.headers.get('x-served-by');
    if (served) this.servedBy.push(served);
    return response;
  }

  /** Follows redirects on this origin; resolves with the first answer that is not one (or leaves it). */
  async browse(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let next = url;
    let request = init;
    for (let hop = 0; hop < 15; hop += 1) {
      const response = await this.request(next, request);
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) return { response, url: next };
      await response.arrayBuffer();
      const target = new URL(location, new URL(next, this.base));
      if (target.origin !== new URL(this.base).origin) return { response, url: next };
      next = target.pathname + target.search;
      request = {};
    }
    throw new Error(`cluster: too many redirects from ${url}`);
  }

  /**
   * Signs in through the built-in identity service as a browser does (connect, sign-in page, form
   * post, callback) and resolves with the access token the callback set.
   */
  async signIn(userName: string, password = 'demo'): Promise<string> {
    const page = await this.browse('/connect/keycloak');
    const html = await page.response.text();
    const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (page.response.status !== 200 || !action) throw new Error(`cluster: no sign-in form at ${page.url}`);
    const done = await this.browse(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(this.base).origin },
      body: new URLSearchParams({ username: userName, password }).toString(),
    });
    await done.response.arrayBuffer();
    const token = this.cookies.get('token');
    if (!token)
      throw new Error(`cluster: ${userName} was not signed in (ended at ${done.response.status} ${done.url})`);
    return decodeURIComponent(token);
  }

  /** A new access token from the refresh-token cookie, as the console refreshes. */
  async refresh(): Promise<string> {
    const response = await this.request('/api/token/refresh', {
      method: 'POST',
      headers: { origin: new URL(this.base).origin },
    });
    if (response.status !== 200) throw new Error(`cluster: refresh answered ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    return token;
  }
}
