import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import de from '../../../lang/de.json';
import en from '../../../lang/en.json';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AuditChanges, changeRows, valueInWords } from './AuditChanges';
import { actionName, fieldLabel, resourceChoices, resourceName } from './auditWords';

const english = createIntl({ locale: 'en', messages: en });
const german = createIntl({ locale: 'de', messages: de });

describe('the audit trail in words', () => {
  it('names kinds of records and actions as the console does, in the interface language', () => {
    expect(resourceName(english, 'companies')).toBe('Company');
    expect(resourceName(english, 'contract_template_versions')).toBe('Template version');
    expect(resourceName(english, 'translation/contract_template_translations')).toBe('Template: texts');
    expect(resourceName(german, 'companies')).toBe('Unternehmen');
    expect(actionName(english, 'update')).toBe('Changed');
    expect(actionName(german, 'update')).toBe('Geändert');
    expect(actionName(english, 'sign-in-refused')).toBe('Sign-in refused');
    // A kind or action a newer platform records is shown as it is rather than hidden.
    expect(resourceName(english, 'gadgets')).toBe('gadgets');
    expect(actionName(english, 'archive')).toBe('archive');
  });

  it('labels a changed field as its screen does, else with a shared word, else spelled out', () => {
    expect(fieldLabel(english, 'companies', 'name')).toBe('Name');
    expect(fieldLabel(english, 'companies', 'tenantId')).toBe('Tenant');
    expect(fieldLabel(english, 'companies', 'active')).toBe('Active');
    expect(fieldLabel(german, 'users', 'givenName')).toBe(de['user.givenName']);
    expect(fieldLabel(english, 'files', 'updatedAt')).toBe('Updated');
    expect(fieldLabel(english, 'addresses', 'postalCode')).toBe('Postal code');
    expect(fieldLabel(english, 'contract_templates', 'someNewColumn')).toBe('Some new column');
    expect(fieldLabel(english, 'translation/contract_template_translations', 'de.title')).toBe('Title (German)');
    expect(fieldLabel(german, 'translation/contract_template_translations', 'en.title')).toBe('Titel (Englisch)');
  });

  it('writes values in words: flags, dates, roles, lists, links and empty values', () => {
    expect(valueInWords(english, 'active', 1)).toBe('Yes');
    expect(valueInWords(german, 'resellerCompany', 0)).toBe('Nein');
    expect(valueInWords(english, 'activity', false)).toBe('No');
    expect(valueInWords(english, 'roles', '["ROLE_TENANT_ADMIN","ROLE_EDITOR"]')).toBe('Tenant admin, Editor');
    expect(valueInWords(english, 'createdAt', '2026-03-05T10:15:00.000Z')).toMatch(/^05 Mar 2026 \d\d:15$/);
    expect(valueInWords(english, 'realEnd', '2026-03-05')).toBe('05 Mar 2026');
    expect(valueInWords(english, 'tenantId', 3)).toBe('#3');
    expect(valueInWords(english, 'name', null)).toBe('—');
    expect(valueInWords(english, 'size', 12345)).toBe('12,345');
  });

  it('lists every change with its label, before and after', () => {
    expect(changeRows(english, 'companies', { name: { before: 'Acme', after: 'Acme Group' } })).toEqual([
      { field: 'name', label: 'Name', before: 'Acme', after: 'Acme Group' },
    ]);
  });

  it('offers every kind of record in words, sorted', () => {
    const labels = resourceChoices(english).map((choice) => choice.label);
    expect(labels).toContain('Company');
    expect(labels).toContain('Template: texts');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels.some((label) => /_|\//.test(label))).toBe(false);
  });

  it('draws the changes side by side, never as codes or JSON', () => {
    renderWithProviders(
      <AuditChanges
        resource="companies"
        changes={{
          name: { before: 'Acme', after: 'Acme Group' },
          active: { before: 1, after: 0 },
          providerId: { before: null, after: 4 },
        }}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'NameAcmeAcme Group',
      'ActiveYesNo',
      'Provider—#4',
    ]);
    expect(document.body.textContent).not.toMatch(/providerId|[{}]/);
  });
});
