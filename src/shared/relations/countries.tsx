/** Countries as select options and names: the whole ISO list is one page of 300 (spec section 9). */
import { useIntl } from 'react-intl';
import { COUNTRIES_PAGE_SIZE, RESOURCES, type Country, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const countries = resourceApi(RESOURCES.countries);
const ALL_COUNTRIES = { page: 1, itemsPerPage: COUNTRIES_PAGE_SIZE };

// The whole list is one page, so the select searches and orders the names it shows (translated) itself.
export function useCountryOptions(search: string, value?: unknown) {
  return useResourceOptions(
    countries,
    { label: countryName, searchParam: 'name', itemsPerPage: COUNTRIES_PAGE_SIZE, sortByLabel: true },
    search,
    value,
  );
}

/** The names of some countries, from the same cached page the select reads. */
export function CountryNames({ iris }: { iris: readonly Iri[] }) {
  const language = useIntl().locale;
  const { data } = countries.useListQuery(ALL_COUNTRIES, { skip: iris.length === 0 });
  if (iris.length === 0) return <>-</>;
  const names = iris.map((iri) => {
    const country = data?.items.find((item) => item['@id'] === iri);
    return country ? countryName(country, language) : '…';
  });
  return <>{names.join(', ')}</>;
}

/** One country by IRI, named in the interface language. */
export function CountryName({ iri }: { iri: Iri | null }) {
  const language = useIntl().locale;
  const { data } = countries.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  if (!data) return <>…</>;
  return <>{countryName(data, language)}</>;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in `language` ('de' or 'de-DE'), as the browser knows it: 'Schweiz' for CH in
 * German. In English, and where the browser has none, the platform's: ISO's English short names.
 */
export function countryName(country: Pick<Country, 'code' | 'name'>, language: string): string {
  if (/^en\b/i.test(language)) return country.name;
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    return regionNames.get(language)?.of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}
