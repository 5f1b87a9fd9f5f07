import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { initialSessionState } from '../../session/sessionSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LocaleSync } from './LocaleSync';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(route: string, uiLanguage: string) {
  return renderWithProviders(
    <>
      <LocaleSync />
      <Where />
    </>,
    { route, preloadedState: { session: { ...initialSessionState, uiLanguage } } },
  );
}

describe('LocaleSync', () => {
  it.each(['/de', '/de/'])('keeps %s as the German home and makes the interface German', async (route) => {
    const { store, container } = renderAt(route, 'en');
    await waitFor(() => expect(store.getState().session.uiLanguage).toBe('de'));
    expect(container.querySelector('output')?.textContent).toBe(route);
  });

  it('moves the bare root to the stored language (detection on the root path only)', async () => {
    const { container } = renderAt('/', 'fr');
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('/fr'));
  });

  it('keeps a prefixed page in the language it names', async () => {
    const { store, container } = renderAt('/fr/tenant', 'de');
    await waitFor(() => expect(store.getState().session.uiLanguage).toBe('fr'));
    expect(container.querySelector('output')?.textContent).toBe('/fr/tenant');
  });
});

describe('LocaleSync detection from the browser', () => {
  const browserPrefers = (languages: string[]) =>
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

  it('moves the bare root to the first browser language the console offers', async () => {
    browserPrefers(['xx-YY', 'es-MX', 'en']);
    const { container, store } = renderAt('/', 'en');
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('/es'));
    expect(store.getState().session.uiLanguage).toBe('es');
  });

  it('leaves any other address alone', async () => {
    browserPrefers(['ja']);
    const { container, store } = renderAt('/tenant', 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('output')?.textContent).toBe('/tenant');
    expect(store.getState().session.uiLanguage).toBe('en');
  });
});
