/** Categories as select options (titles in the interface language) and as a title by IRI. */
import { RESOURCES, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { translate } from '../../i18n';
import { useResourceOptions } from '../resource/resourceOptions';
import { TranslatedText } from '../ui/TranslatedText';

const categories = resourceApi(RESOURCES.contractCategories);

export function useCategoryOptions(search: string, value?: unknown) {
  return useResourceOptions(
    categories,
    { label: (category, locale) => translate(category.translations, locale), searchParam: 'translations.title' },
    search,
    value,
  );
}

export function CategoryTitle({ iri }: { iri: Iri | null }) {
  const { data } = categories.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return data ? <TranslatedText translations={data.translations} /> : <>…</>;
}
