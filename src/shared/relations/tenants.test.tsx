import { screen } from '@testing-library/react';
import { ROLES } from '../../../contract';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { tenantField, useTenantOptions } from './tenants';

describe('tenantField', () => {
  const field = tenantField({ id: 'test.tenant', defaultMessage: 'Tenant' });

  it("is the supervisor's column and select, under the screen's own label", () => {
    expect(field).toMatchObject({
      name: 'tenant',
      label: { id: 'test.tenant', defaultMessage: 'Tenant' },
      visibleTo: [ROLES.SUPERVISOR],
      form: { kind: 'select', options: useTenantOptions },
    });
  });

  it('shows a record of no tenant (platform-wide) as -', () => {
    const Relation = field.column!.relation!;
    renderWithProviders(<Relation iri={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
