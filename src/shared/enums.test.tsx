import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import de from '../../lang/de.json';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import { COMPANY_KINDS, COMPANY_TYPES, NOTIFICATION_TYPES, ROLES } from '../../contract';
import { renderWithProviders } from '../testing/renderWithProviders';
import { EnumLabel, ENUMS, useEnumLabel, useEnumOptions } from './enums';

const CATALOGUES: Record<string, Record<string, string>> = { en, de, fr };
const inLanguage = (locale: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={CATALOGUES[locale]}>
        {children}
      </IntlProvider>
    );
  };

describe('enumeration labels', () => {
  it('name every code of the contract, in every language, never as the code', () => {
    const kinds = [
      ['role', Object.values(ROLES)],
      ['companyType', COMPANY_TYPES],
      ['companyKind', COMPANY_KINDS],
      ['notificationType', NOTIFICATION_TYPES],
    ] as const;
    for (const locale of ['en', 'de', 'fr'])
      for (const [kind, codes] of kinds) {
        const label = renderHook(() => useEnumLabel(kind), { wrapper: inLanguage(locale) }).result.current;
        for (const code of codes) expect([code, label(code)]).not.toEqual([code, code]);
      }
  });

  it('say the spec’s examples in German and French', () => {
    const german = renderHook(() => useEnumLabel('role'), { wrapper: inLanguage('de') }).result.current;
    expect(german(ROLES.TENANT_ADMIN)).toBe('Mandantenadministrator');
    const french = renderHook(() => useEnumLabel('role'), { wrapper: inLanguage('fr') }).result.current;
    expect(french(ROLES.TENANT_ADMIN)).toBe('Administrateur du locataire');
    const english = renderHook(() => useEnumLabel('notificationType'), { wrapper: inLanguage('en') }).result.current;
    expect(english('CONTRACT_SENT')).toBe('Contract sent');
  });

  it('word the dashboard’s changes: what kind of record, and what was done', () => {
    const kind = renderHook(() => useEnumLabel('activityKind'), { wrapper: inLanguage('en') }).result.current;
    expect(ENUMS.activityKind.codes.map(kind)).toEqual(['Template', 'Template version', 'Contract version', 'File']);
    const action = renderHook(() => useEnumLabel('activityAction'), { wrapper: inLanguage('de') }).result.current;
    expect(ENUMS.activityAction.codes.map(action)).toEqual(['erstellt', 'versendet', 'unterschrieben', 'geändert']);
  });

  it('show a code they do not know as it is', () => {
    renderWithProviders(<EnumLabel kind="role" code="ROLE_AUDITOR" />);
    expect(screen.getByText('ROLE_AUDITOR')).toBeInTheDocument();
  });

  it('offer options with words as labels and codes as values, narrowed when asked', () => {
    const all = renderHook(() => useEnumOptions('companyKind'), { wrapper: inLanguage('en') }).result.current;
    expect(all).toEqual(
      ENUMS.companyKind.codes.map((code) => ({ value: code, label: expect.not.stringMatching(/_COMPANY$/) })),
    );
    const some = renderHook(() => useEnumOptions('role', [ROLES.EDITOR]), { wrapper: inLanguage('de') }).result.current;
    expect(some).toEqual([{ label: 'Redakteur', value: ROLES.EDITOR }]);
  });
});
