import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ResourceTable } from '../ui/ResourceTable';
import { titleField } from './titleField';

const ROWS = [
  {
    id: 1,
    translations: [
      { locale: 'de', title: 'Stromliefervertrag' },
      { locale: 'en', title: 'Electricity Supply Agreement' },
    ],
  },
];

it('shows a translated item under "Title" in the interface language', () => {
  renderWithProviders(
    <ResourceTable fields={[titleField()]} items={ROWS} rowKey="id" emptyText={{ id: 'x', defaultMessage: 'None' }} />,
  );
  expect(screen.getByRole('columnheader').textContent).toBe('Title');
  expect(within(screen.getAllByRole('row')[1]).getByRole('cell').textContent).toBe('Electricity Supply Agreement');
});

it('is searched by the filter given, and only then', () => {
  expect(titleField('translations.title').column?.search).toEqual({ filterKey: 'translations.title' });
  expect(titleField().column?.search).toBeUndefined();
});
