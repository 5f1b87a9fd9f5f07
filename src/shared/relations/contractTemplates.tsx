/** Contract templates as select options and as a title by IRI (titles in the interface language). */
import { RESOURCES, type Iri } from '../../../contract';
import { idFromIri } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { useResourceOptions } from '../resource/resourceOptions';
import { TranslatedText } from '../ui/TranslatedText';
import { BY_TITLE_OPTIONS } from './byTitle';

const templates = resourceApi(RESOURCES.contractTemplates);

export function useContractTemplateOptions(search: string, value?: unknown) {
  return useResourceOptions(templates, BY_TITLE_OPTIONS, search, value);
}

export function ContractTemplateTitle({ iri }: { iri: Iri | null }) {
  const { data } = templates.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri) return <>-</>;
  return data ? <TranslatedText translations={data.translations} /> : <>…</>;
}
