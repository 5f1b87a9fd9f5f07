/** Countries as select options and names: the whole ISO list is one page of 300 (spec section 9). */
import { useIntl } from 'react-intl';
import { COUNTRIES_PAGE_SIZE, RESOURCES, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const countries = resourceApi(RESOURCES.countries);
const ALL_COUNTRIES = { page: 1, itemsPerPage: COUNTRIES_PAGE_SIZE };

export function useCountryOptions(search: string, value?: unknown) {
  return useResourceOptions(
    countries,
    { label: (country) => country.name, searchParam: 'name', itemsPerPage: COUNTRIES_PAGE_SIZE },
    search,
    value,
  );
}

/** The names of some countries, from the same cached page the select reads. */
export function CountryNames({ iris }: { iris: readonly Iri[] }) {
  const { data } = countries.useListQuery(ALL_COUNTRIES, { skip: iris.length === 0 });
  if (iris.length === 0) return <>-</>;
  const names = iris.map((iri) => data?.items.find((country) => country['@id'] === iri)?.name ?? '…');
  return <>{names.join(', ')}</>;
}

/** One country by IRI, named in the interface language where the browser knows it ('Schweiz'). */
export function CountryName({ iri }: { iri: Iri | null }) {
  const language = useIntl().locale;
  const { data } = countries.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  if (!data) return <>…</>;
  return <>{regionName(data.code, language) ?? data.name}</>;
}

function regionName(code: string, language: string): string | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}
