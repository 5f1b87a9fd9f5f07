import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleFrame } from '../../app/LocaleFrame';
import { PlainPage } from '../../app/layout/PlainPage';
import { loadLocale } from '../../i18n/loadLocale';
import { browserNavigation } from '../../session/navigation';
import { storedTheme } from '../../shared/theme/themeConfig';
import { signInReturnPath } from './LoginPage';
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

  it('comes back to the ended session’s page, else to the home page in the page’s language', () => {
    expect(signInReturnPath('/login', null)).toBeNull();
    expect(signInReturnPath('/de/login', null)).toBe('/de');
    expect(signInReturnPath('/de/login', '/de/tenant?page=2')).toBe('/de/tenant?page=2');
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
    await openSignInPage('/login?returnTo=%2Fcontract%2Ftemplate%2F4');
    expect(screen.getByText('Your session has ended.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(assign).toHaveBeenCalledWith('/connect/keycloak?returnTo=%2Fcontract%2Ftemplate%2F4');
  });

  it('offers to sign in again after signing out, as a link that loads the sign-in page', async () => {
    await openSignInPage('/de/logout_success');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/login');
    expect(document.title).toBe('Abgemeldet · Vertragskonsole');
  });
});
