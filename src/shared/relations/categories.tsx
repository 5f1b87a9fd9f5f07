/**
 * Categories as select options (titles in the interface language) and as a title by IRI. A
 * tenant has a handful of categories: one page of them names every row of a list (one request
 * for the whole list, not one per row) and feeds the select too; a category beyond that page is
 * read by IRI.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { MAX_ITEMS_PER_PAGE, RESOURCES, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';
import { TranslatedText } from '../ui/TranslatedText';
import { BY_TITLE_OPTIONS } from './byTitle';

const categories = resourceApi(RESOURCES.contractCategories);
const ALL_CATEGORIES = { page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE };

export function useCategoryOptions(search: string, value?: unknown) {
  return useResourceOptions(categories, BY_TITLE_OPTIONS, search, value);
}

export function CategoryTitle({ iri }: { iri: Iri | null }) {
  const { data: page, isError } = categories.useListQuery(ALL_CATEGORIES, { skip: !iri });
  const inPage = page?.items.find((category) => category['@id'] === iri);
  // Beyond the shared page, or the page could not be read: the one category on its own.
  const { data: single } = categories.useGetQuery(iri && (page || isError) && !inPage ? idFromIri(iri) : skipToken);
  if (!iri) return <>-</>;
  const category = inPage ?? single;
  return category ? <TranslatedText translations={category.translations} /> : <>…</>;
}
