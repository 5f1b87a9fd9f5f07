import { screen, waitFor } from '@testing-library/react';
import { RESOURCES, type Country } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST, type RecordedRequest } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { matchesSearch, useResourceOptions } from './resourceOptions';

const WAIT = { timeout: 20000 };
jest.setTimeout(60000);

const country = (id: number, name: string): Country => ({
  '@id': `/api/countries/${id}`,
  '@type': 'Country',
  id,
  code: name.slice(0, 2).toUpperCase(),
  name,
});
const COUNTRIES = [country(1, 'Österreich'), country(2, 'Deutschland'), country(3, 'Schweiz')];

/** Pages and a case-insensitive name search, as the platform's partial filter answers them. */
function countriesPlatform() {
  return installFakePlatform({
    'GET /api/countries': ({ search }: RecordedRequest) => {
      const name = search.get('name')?.toLowerCase() ?? '';
      const matching = COUNTRIES.filter((item) => item.name.toLowerCase().includes(name));
      const size = Number(search.get('itemsPerPage'));
      return { status: 200, body: { 'hydra:member': matching.slice(0, size), 'hydra:totalItems': matching.length } };
    },
  });
}

function CountryOptions({ search, itemsPerPage }: { search: string; itemsPerPage: number }) {
  const { options } = useResourceOptions(
    resourceApi(RESOURCES.countries),
    { label: (item) => `${item.name} (${item.code})`, searchParam: 'name', itemsPerPage },
    search,
  );
  return (
    <ul>
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

it('labels the first page and asks the platform for what the user types when that page is not all', async () => {
  const platform = countriesPlatform();
  const { rerender } = renderWithProviders(<CountryOptions search="" itemsPerPage={2} />);
  await waitFor(() => expect(screen.getByText('Österreich (ÖS)')).toBeInTheDocument(), WAIT);
  expect(screen.queryByText('Schweiz (SC)')).toBeNull();

  rerender(<CountryOptions search="schw" itemsPerPage={2} />);
  await waitFor(() => expect(screen.getByText('Schweiz (SC)')).toBeInTheDocument(), WAIT);
  // The first page stays: its accented names are found by the select's own filter.
  expect(screen.getByText('Österreich (ÖS)')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-value'))).toEqual([
    '/api/countries/1',
    '/api/countries/2',
    '/api/countries/3',
  ]);
  const searches = platform.requests.filter((request) => request.search.get('name') === 'schw');
  expect(searches).toHaveLength(1);
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
