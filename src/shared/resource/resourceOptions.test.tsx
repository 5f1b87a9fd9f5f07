import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { RESOURCES, type Country } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST, type RecordedRequest } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ResourceFieldInput } from '../ui/ResourceFields';
import { matchesSearch, useResourceOptions } from './resourceOptions';

const WAIT = { timeout: 20000 };

const country = (id: number, name: string): Country => ({
  '@id': `/api/countries/${id}`,
  '@type': 'Country',
  id,
  code: name.slice(0, 2).toUpperCase(),
  name,
});
const COUNTRIES = [country(1, 'Österreich'), country(2, 'Deutschland'), country(3, 'Schweiz')];

/** Pages, a case-insensitive name search and items by IRI, as the platform answers them. */
function countriesPlatform() {
  const byId = (id: number) => () => {
    const item = COUNTRIES.find((candidate) => candidate.id === id);
    return item ? { status: 200, body: item } : { status: 404 };
  };
  return installFakePlatform({
    'GET /api/countries/1': byId(1),
    'GET /api/countries/3': byId(3),
    'GET /api/countries': ({ search }: RecordedRequest) => {
      const name = search.get('name')?.toLowerCase() ?? '';
      const matching = COUNTRIES.filter((item) => item.name.toLowerCase().includes(name));
      const size = Number(search.get('itemsPerPage'));
      const from = (Number(search.get('page') ?? 1) - 1) * size;
      const page = matching.slice(from, from + size);
      return { status: 200, body: { 'hydra:member': page, 'hydra:totalItems': matching.length } };
    },
  });
}

const COUNTRY_LABEL = { label: (item: Country) => `${item.name} (${item.code})`, searchParam: 'name' };

function CountryOptions({
  search,
  itemsPerPage,
  value,
  sortByLabel,
}: {
  search: string;
  itemsPerPage: number;
  value?: unknown;
  sortByLabel?: boolean;
}) {
  const { options, hasMore, loadMore, searchedFor } = useResourceOptions(
    resourceApi(RESOURCES.countries),
    { ...COUNTRY_LABEL, itemsPerPage, sortByLabel },
    search,
    value,
  );
  return (
    <ul data-searched={searchedFor ?? ''}>
      {hasMore && (
        <button type="button" onClick={loadMore}>
          more
        </button>
      )}
      {options.map((option) => (
        <li key={option.value} data-value={option.value}>
          {option.label}
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('matches option texts ignoring case and accents (spec select search filter)', () => {
  expect(matchesSearch('Österreich', 'oster')).toBe(true);
  expect(matchesSearch('Zürich', 'ZUR')).toBe(true);
  expect(matchesSearch('Deutschland', 'schl')).toBe(true);
  expect(matchesSearch('Deutschland', 'österr')).toBe(false);
  expect(matchesSearch('Schweiz', '')).toBe(true);
});

it('labels the first page and shows what the platform finds for what the user types when that page is not all', async () => {
  const platform = countriesPlatform();
  const { rerender } = renderWithProviders(<CountryOptions search="" itemsPerPage={2} />);
  await waitFor(() => expect(screen.getByText('Österreich (ÖS)')).toBeInTheDocument(), WAIT);
  expect(screen.queryByText('Schweiz (SC)')).toBeNull();

  rerender(<CountryOptions search="schw" itemsPerPage={2} />);
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  // The platform's answer is the list: it searches the whole list, as the select could not.
  expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-value'))).toEqual(['/api/countries/3']);
  expect(screen.getByRole('list')).toHaveAttribute('data-searched', 'schw');
  const searches = platform.requests.filter((request) => request.search.get('name') === 'schw');
  expect(searches).toHaveLength(1);
});

it('reads the next page when asked', async () => {
  const platform = countriesPlatform();
  renderWithProviders(<CountryOptions search="" itemsPerPage={2} />);
  await waitFor(() => expect(screen.getByText('Deutschland (DE)')).toBeInTheDocument(), WAIT);
  screen.getByRole('button', { name: 'more' }).click();
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  // Nothing more to read.
  expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  expect(platform.requests.map((request) => request.search.get('page'))).toEqual(['1', '2']);
});

it('does not search the platform when the first page already holds every item', async () => {
  const platform = countriesPlatform();
  const { rerender } = renderWithProviders(<CountryOptions search="" itemsPerPage={300} />);
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  rerender(<CountryOptions search="deu" itemsPerPage={300} />);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(platform.requests.every((request) => !request.search.has('name'))).toBe(true);
  expect(platform.requests[0].search.get('itemsPerPage')).toBe('300');
});

it('orders a list read whole by its option texts when asked, Ö beside O', async () => {
  countriesPlatform();
  renderWithProviders(<CountryOptions search="" itemsPerPage={300} sortByLabel />);
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Deutschland (DE)',
    'Österreich (ÖS)',
    'Schweiz (SC)',
  ]);
});

it('reads a chosen value beyond the first page by its IRI, so the select can name it', async () => {
  const platform = countriesPlatform();
  renderWithProviders(<CountryOptions search="" itemsPerPage={2} value={['/api/countries/3', '/api/countries/1']} />);
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  expect(platform.callsTo('GET', '/api/countries/3')).toHaveLength(1);
  // A value the first page holds is not read again.
  expect(platform.callsTo('GET', '/api/countries/1')).toHaveLength(0);
});

it('a select field shows the name of its current value, never its IRI', async () => {
  countriesPlatform();
  const useTwoPerPage = (search: string, value?: unknown) =>
    useResourceOptions(resourceApi(RESOURCES.countries), { ...COUNTRY_LABEL, itemsPerPage: 2 }, search, value);
  renderWithProviders(
    <Form initialValues={{ country: '/api/countries/3' }}>
      <ResourceFieldInput
        field={{
          name: 'country',
          label: { id: 'x', defaultMessage: 'Country' },
          kind: 'select',
          options: useTwoPerPage,
        }}
      />
    </Form>,
  );
  await waitFor(
    () => expect(document.querySelector('.ant-select-selection-item')).toHaveTextContent('Schweiz (SC)'),
    WAIT,
  );
  expect(screen.queryByText('/api/countries/3')).toBeNull();
});
