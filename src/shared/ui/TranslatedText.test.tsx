import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { TranslatedText } from './TranslatedText';

const WATER = [
  { locale: 'de', title: 'Wasser', body: null },
  { locale: 'en', title: 'Water', body: null },
  { locale: 'fr', title: 'Eau', body: 'Du robinet' },
];

function inLocale(locale: string, field?: string) {
  return render(
    <IntlProvider locale={locale} messages={{}} onError={() => undefined}>
      <TranslatedText translations={WATER} field={field} />
    </IntlProvider>,
  );
}

it('shows the text of the interface language, keyed by its language code', () => {
  inLocale('de-DE');
  expect(screen.getByText('Wasser')).toBeInTheDocument();
});

it('falls back to English, then the first text, then None translation', () => {
  inLocale('it-IT');
  expect(screen.getByText('Water')).toBeInTheDocument();
  inLocale('it-IT', 'body');
  expect(screen.getByText('Du robinet')).toBeInTheDocument();
  inLocale('en-US', 'content');
  expect(screen.getByText('None translation')).toBeInTheDocument();
});

it("says 'None translation' in the interface language", () => {
  render(
    <IntlProvider locale="de-DE" messages={{ 'translation.none': 'Keine Übersetzung' }}>
      <TranslatedText translations={WATER} field="content" />
    </IntlProvider>,
  );
  expect(screen.getByText('Keine Übersetzung')).toBeInTheDocument();
});
