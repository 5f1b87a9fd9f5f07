import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleFrame } from '../../app/LocaleFrame';
import { PlainPage } from '../../app/layout/PlainPage';
import { loadLocale } from '../../i18n/loadLocale';
import { browserNavigation } from '../../session/navigation';
import { consoleReturnPath, loginAddress } from '../../session/signIn';
import { storedTheme } from '../../shared/theme/themeConfig';
import { signInReturnPath } from '../../session/signIn';
import { SignInScreen, signInPageOf } from './signInPages';

/** A sign-in page as the sign-in entry draws it: no store, no router, the address of the page. */
async function openSignInPage(address: string) {
  window.history.replaceState(null, '', address);
  const loaded = await loadLocale(/^\/de\//.test(address) ? 'de' : 'en');
  render(
    <LocaleFrame loaded={loaded} theme={storedTheme().config}>
      <PlainPage dark={false}>
        <SignInScreen pathname={window.location.pathname} />
      </PlainPage>
    </LocaleFrame>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('the sign-in pages of the sign-in entry', () => {
  it('picks the signed-out landing or the sign-in page by address, in any language', () => {
    expect(signInPageOf('/logout_success').title.id).toBe('logoutSuccess.title');
    expect(signInPageOf('/de/logout_success/').title.id).toBe('logoutSuccess.title');
    expect(signInPageOf('/login').title.id).toBe('login.title');
    expect(signInPageOf('/ja/login').title.id).toBe('login.title');
  });

  it('comes back to the page asked for, else to the home page in the page’s language', () => {
    expect(signInReturnPath('/login', null)).toBeNull();
    expect(signInReturnPath('/de/login', null)).toBe('/de');
    expect(signInReturnPath('/de/login', '/de/tenant?page=2')).toBe('/de/tenant?page=2');
    // Anything that is not a screen of the console leads home instead.
    expect(signInReturnPath('/de/login', '//evil.example/x')).toBe('/de');
    expect(signInReturnPath('/login', 'https://evil.example/')).toBeNull();
  });

  it('returns only to screens of the console: never another site, the API, the sign-in service or pages', () => {
    for (const path of ['/contract/template/7', '/de/user?page=2', '/ja', '/tenant#top', '/login-help'])
      expect(consoleReturnPath(path)).toBe(path);
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'tenant',
      '/api/users',
      '/connect/keycloak?returnTo=/x',
      '/login',
      '/de/login?returnTo=%2F',
      '/logout_success',
      '/tenant\n',
      null,
    ])
      expect(consoleReturnPath(path)).toBeNull();
  });

  it('builds the login address that comes back to the page, saying so when the session ended', () => {
    expect(loginAddress('/login', '/contract/template/7?from=mail', false)).toBe(
      '/login?returnTo=%2Fcontract%2Ftemplate%2F7%3Ffrom%3Dmail',
    );
    expect(loginAddress('/de/login', '/de/tenant/create', true)).toBe(
      '/de/login?returnTo=%2Fde%2Ftenant%2Fcreate&ended=1',
    );
    expect(loginAddress('/de/login', '/de', false)).toBe('/de/login');
    expect(loginAddress('/login', '/', true)).toBe('/login?ended=1');
  });

  it('signs in from /de/login in German and comes back to the German home page', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openSignInPage('/de/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anmeldung');
    expect(document.title).toBe('Anmeldung · Vertragskonsole');
    await userEvent.click(screen.getByRole('button'));
    expect(assign).toHaveBeenCalledWith('/connect/keycloak?returnTo=%2Fde');
  });

  it('says the session ended and goes back to where it was', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openSignInPage('/login?returnTo=%2Fcontract%2Ftemplate%2F4&ended=1');
    expect(screen.getByText('Your session has ended.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(assign).toHaveBeenCalledWith('/connect/keycloak?returnTo=%2Fcontract%2Ftemplate%2F4');
  });

  it('goes on to an address opened signed out, without saying a session ended', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openSignInPage('/login?returnTo=%2Fcontract%2Ftemplate%2F4');
    expect(screen.queryByText('Your session has ended.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(assign).toHaveBeenCalledWith('/connect/keycloak?returnTo=%2Fcontract%2Ftemplate%2F4');
  });

  it('offers to sign in again after signing out, as a link that loads the sign-in page', async () => {
    await openSignInPage('/de/logout_success');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/login');
    expect(document.title).toBe('Abgemeldet · Vertragskonsole');
  });
});
