/** Categories as select options (titles in the interface language) and as a title by IRI. */
import type { Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { translate } from '../../i18n';
import { useResourceOptions } from '../../shared/resource/resourceOptions';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { contractCategoryApi } from './contractCategoryApi';

export function useCategoryOptions(search: string) {
  return useResourceOptions(
    contractCategoryApi,
    { label: (category, locale) => translate(category.translations, locale), searchParam: 'translations.title' },
    search,
  );
}

export function CategoryTitle({ iri }: { iri: Iri | null }) {
  const { data } = contractCategoryApi.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return data ? <TranslatedText translations={data.translations} /> : <>…</>;
}
