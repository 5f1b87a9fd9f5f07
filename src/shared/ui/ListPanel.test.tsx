import { screen } from '@testing-library/react';
import type { Tenant } from '../../../contract';
import type { ResourceApi } from '../../api/resources';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { testTenant } from '../../testing/items';
import { ListPanel, PANEL_ROWS } from './ListPanel';

/** A list API whose one hook answers `data` and records what it was asked. */
function fakeApi(data: { items: Tenant[]; total: number }) {
  const useListQuery = jest.fn(() => ({ data, isLoading: false }));
  return { api: { useListQuery } as unknown as ResourceApi<Tenant, unknown>, useListQuery };
}

function renderPanel(data: { items: Tenant[]; total: number }) {
  const { api, useListQuery } = fakeApi(data);
  renderWithProviders(
    <ListPanel
      testId="panel"
      api={api}
      filters={{ active: true }}
      order={{ name: 'asc' }}
      title={{ id: 'test.panel.title', defaultMessage: 'Tenants ({count, number})' }}
      emptyText={{ id: 'test.panel.none', defaultMessage: 'No tenant.' }}
      extra={<a href="/tenant">All</a>}
      rowKey={(tenant) => tenant.id}
      heading={(tenant) => tenant.name}
      description={(tenant) => `#${tenant.id}`}
    />,
  );
  return useListQuery;
}

describe('ListPanel', () => {
  it('asks for the first rows in the given order and counts them all in its title', () => {
    const useListQuery = renderPanel({ items: [testTenant(1, 'Acme'), testTenant(2, 'Globex')], total: 12 });
    expect(useListQuery).toHaveBeenCalledWith({
      page: 1,
      itemsPerPage: PANEL_ROWS,
      filters: { active: true },
      order: { name: 'asc' },
    });
    expect(screen.getByText('Tenants (12)')).toBeInTheDocument();
    expect(screen.getByText('Globex')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
  });

  it('says so in words when there is none, without the link to all', () => {
    renderPanel({ items: [], total: 0 });
    expect(screen.getByText('Tenants (0)')).toBeInTheDocument();
    expect(screen.getByText('No tenant.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All' })).not.toBeInTheDocument();
  });
});
