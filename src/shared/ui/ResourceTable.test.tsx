import { fireEvent, screen, within } from '@testing-library/react';
import type { ResourceField } from '../resource/defineResource';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ResourceTable } from './ResourceTable';
import { YES_NO_WORDS } from './YesNo';

interface Row {
  id: number;
  name: string;
  owner: string | null;
  signedAt: string | null;
  active: boolean;
  copies: number;
}

/** A relation's name as the relations' components give it: 'User 3' for /api/users/3. */
const OwnerName = ({ iri }: { iri: string | null }) => <>{iri ? `User ${iri.split('/').pop()}` : '-'}</>;

/** A definition's fields as they are: a table takes their column parts. */
const FIELDS: ResourceField<Row, unknown, 'locale' | 'note'>[] = [
  { name: 'name', label: { id: 'x.name', defaultMessage: 'Name' }, column: {} },
  { name: 'owner', label: { id: 'x.owner', defaultMessage: 'Owner' }, column: { relation: OwnerName } },
  { name: 'signedAt', label: { id: 'x.signedAt', defaultMessage: 'Signed' }, column: { valueType: 'date' } },
  { name: 'active', label: { id: 'x.active', defaultMessage: 'Active' }, column: { words: YES_NO_WORDS } },
  {
    name: 'copies',
    label: { id: 'x.copies', defaultMessage: 'Copies' },
    column: { valueType: 'digit', render: (row) => `${row.copies} copies` },
  },
  // A list's search-only field and a form-only field: no column here either.
  { name: 'locale', label: { id: 'x.locale', defaultMessage: 'Locale' }, column: { search: true, hideInTable: true } },
  { name: 'note', label: { id: 'x.note', defaultMessage: 'Note' }, form: { kind: 'text' } },
];

const ROWS: Row[] = [
  { id: 1, name: 'Lease', owner: '/api/users/3', signedAt: '2026-03-05T12:00:00Z', active: true, copies: 2 },
  { id: 2, name: 'Tariff', owner: null, signedAt: null, active: false, copies: 0 },
];

const EMPTY = { id: 'x.none', defaultMessage: 'Nothing here yet' };

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('draws the fields as the lists do: titles in words, names of relations, dates, flags in words, its own cells', () => {
  renderWithProviders(<ResourceTable fields={FIELDS} items={ROWS} rowKey="id" emptyText={EMPTY} />);
  expect(headers()).toEqual(['Name', 'Owner', 'Signed', 'Active', 'Copies']);
  expect(cells('Lease')).toEqual(['Lease', 'User 3', '05 Mar 2026', 'Yes', '2 copies']);
  expect(cells('Tariff')).toEqual(['Tariff', '-', '-', 'No', '0 copies']);
  // Every row at once: no pages.
  expect(document.querySelector('.ant-pagination')).toBeNull();
});

it("offers each row's actions in a last Actions column, calling back with the row", () => {
  const open = jest.fn();
  renderWithProviders(
    <ResourceTable
      fields={FIELDS}
      items={ROWS}
      rowKey="id"
      emptyText={EMPTY}
      rowActions={(row) => <button onClick={() => open(row)}>Open {row.name}</button>}
    />,
  );
  expect(headers()).toEqual(['Name', 'Owner', 'Signed', 'Active', 'Copies', 'Actions']);
  fireEvent.click(screen.getByRole('button', { name: 'Open Tariff' }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(open).toHaveBeenCalledWith(ROWS[1]);
});

it('says its empty text without rows', () => {
  renderWithProviders(<ResourceTable fields={FIELDS} items={[]} rowKey="id" emptyText={EMPTY} />);
  expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Lease/ })).toBeNull();
});

it('pages through many rows when given a page size, and shows no pages for one page', () => {
  const many = Array.from({ length: 12 }, (_, index) => ({ ...ROWS[1], id: index + 1, name: `Tariff ${index + 1}` }));
  const { unmount } = renderWithProviders(
    <ResourceTable fields={FIELDS} items={many} rowKey="id" emptyText={EMPTY} pageSize={10} />,
  );
  expect(screen.getAllByRole('row', { name: /Tariff/ })).toHaveLength(10);
  fireEvent.click(screen.getByTitle('2'));
  expect(
    screen.getAllByRole('row', { name: /Tariff/ }).map((row) => within(row).getAllByRole('cell')[0].textContent),
  ).toEqual(['Tariff 11', 'Tariff 12']);
  unmount();
  renderWithProviders(<ResourceTable fields={FIELDS} items={ROWS} rowKey="id" emptyText={EMPTY} pageSize={10} />);
  expect(document.querySelector('.ant-pagination')).toBeNull();
});
