import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { formatDate } from '../i18n/filters';
import { uiLanguageChanged } from '../session/sessionSlice';
import { loadInterfaceLanguage, LocaleProviders } from './LocaleProviders';
import { makeStore, type AppStore } from './store';

/** A date in a screen that follows the language (as every screen does, through react-intl). */
function DateShown() {
  const { locale } = useIntl();
  return (
    <p data-testid="date" lang={locale}>
      {formatDate('2026-11-27T10:00:00')}
    </p>
  );
}

function renderDate(store: AppStore) {
  render(
    <Provider store={store}>
      <LocaleProviders>
        <DateShown />
      </LocaleProviders>
    </Provider>,
  );
}

/**
 * Boot loads the address's language while the store still holds the stored one: two languages
 * load at once, and the one that arrives last must not decide how dates read (a Japanese page
 * showed "27 Nov 2026" when English arrived after Japanese).
 */
test('the language shown formats the dates, whichever language finished loading last', async () => {
  await loadInterfaceLanguage('ja');
  const store = makeStore();
  renderDate(store);
  // English (the store's first language) loads after Japanese, then the address switches to Japanese.
  expect(await screen.findByTestId('date')).toHaveTextContent('27 Nov 2026');
  await act(async () => {
    store.dispatch(uiLanguageChanged('ja'));
  });
  await screen.findByText('2026年11月27日');
});

test('a language already loaded is drawn at once, in its dates', async () => {
  await loadInterfaceLanguage('ja');
  const store = makeStore();
  store.dispatch(uiLanguageChanged('ja'));
  renderDate(store);
  expect(screen.getByTestId('date')).toHaveTextContent('2026年11月27日');
});
