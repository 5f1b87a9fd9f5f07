/** Contract templates as select options and as a title by IRI (titles in the interface language). */
import { MAX_ITEMS_PER_PAGE, RESOURCES, type ContractTemplate, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { translate } from '../../i18n';
import { useResourceOptions } from '../resource/resourceOptions';
import { TranslatedText } from '../ui/TranslatedText';

const templates = resourceApi(RESOURCES.contractTemplates);
const TEMPLATE_OPTIONS = {
  label: (template: ContractTemplate, locale: string) => translate(template.translations, locale),
  searchParam: 'translations.title',
  itemsPerPage: MAX_ITEMS_PER_PAGE,
};

export function useContractTemplateOptions(search: string, value?: unknown) {
  return useResourceOptions(templates, TEMPLATE_OPTIONS, search, value);
}

export function ContractTemplateTitle({ iri }: { iri: Iri | null }) {
  const { data } = templates.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return data ? <TranslatedText translations={data.translations} /> : <>…</>;
}
