import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { selectUiLanguage, initialSessionState } from '../session/sessionSlice';
import { renderWithProviders } from './renderWithProviders';

function Probe() {
  const { pathname } = useLocation();
  const language = useAppSelector(selectUiLanguage);
  return (
    <p>
      <FormattedMessage id="menu.contractMyList" defaultMessage="fallback" /> {pathname} {language}
    </p>
  );
}

it('wraps store, English catalogue and router around the component', () => {
  const { store } = renderWithProviders(<Probe />, {
    route: '/de/contract/my-list',
    preloadedState: { session: { ...initialSessionState, uiLanguage: 'de' } },
  });
  expect(screen.getByText('My Contracts /de/contract/my-list de')).toBeInTheDocument();
  expect(store.getState().session.uiLanguage).toBe('de');
});
