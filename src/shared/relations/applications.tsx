/** Applications as select options and names, read from the applications collection. */
import { useGetApplicationsQuery } from '../../api/special/applications';
import type { Iri } from '../../../contract';
import type { SelectOption } from '../resource/defineResource';

export function useApplicationOptions(): { options: SelectOption[]; loading: boolean } {
  const { data = [], isLoading } = useGetApplicationsQuery();
  return {
    options: data.map((application) => ({ label: application.name, value: application['@id'] })),
    loading: isLoading,
  };
}

export function ApplicationName({ iri }: { iri: Iri | null }) {
  const { data = [] } = useGetApplicationsQuery(undefined, { skip: !iri });
  if (!iri) return <>-</>;
  return <>{data.find((application) => application['@id'] === iri)?.name ?? '-'}</>;
}
