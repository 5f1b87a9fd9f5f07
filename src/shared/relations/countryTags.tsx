/** Country tags as select options and names (templates are offered in the countries of their tags). */
import { MAX_ITEMS_PER_PAGE, RESOURCES, type CountryTag, type Iri } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';

const countryTags = resourceApi(RESOURCES.countryTags);
// A tenant has a handful of tags: one page names them all, and every list row reads the same page.
const ALL_TAGS = { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE };
const TAG_OPTIONS = {
  label: (tag: CountryTag) => tag.name,
  searchParam: 'name',
  itemsPerPage: MAX_ITEMS_PER_PAGE,
};

export function useCountryTagOptions(search: string, value?: unknown) {
  return useResourceOptions(countryTags, TAG_OPTIONS, search, value);
}

/** The names of some country tags, '-' for none. */
export function CountryTagNames({ iris }: { iris: readonly Iri[] }) {
  const { data } = countryTags.useListQuery(ALL_TAGS, { skip: iris.length === 0 });
  if (iris.length === 0) return <>-</>;
  const names = iris.map((iri) => data?.items.find((tag) => tag['@id'] === iri)?.name ?? '…');
  return <>{names.join(', ')}</>;
}
