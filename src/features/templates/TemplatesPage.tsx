/**
 * The template screens of /contract/template: the generic list and create form, and the detail
 * screen (the template's form, then its versions).
 */
import { useLocation, useParams } from 'react-router';
import { RESOURCES } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import { ResourceForm } from '../../shared/ui/ResourceForm';
import { ResourceList } from '../../shared/ui/ResourceList';
import templateResource from './contractTemplate.resource';
import { TEMPLATE_ROUTE } from './paths';
import { TemplateVersions } from './TemplateVersions';

const templates = resourceApi(RESOURCES.contractTemplates);

function TemplateDetail({ id }: { id: string }) {
  // The form reads the same cached item; the versions wait until the template is known to exist.
  const { data: template } = templates.useGetQuery(id);
  return (
    <>
      <ResourceForm resource={templateResource} route={TEMPLATE_ROUTE} mode="edit" />
      {template && <TemplateVersions template={template} />}
    </>
  );
}

export default function TemplatesPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const creating = !id && pathname.endsWith('/create');
  return (
    <WithFeedback>
      {id ? (
        <TemplateDetail key={id} id={id} />
      ) : creating ? (
        <ResourceForm resource={templateResource} route={TEMPLATE_ROUTE} mode="create" />
      ) : (
        <ResourceList resource={templateResource} route={TEMPLATE_ROUTE} />
      )}
    </WithFeedback>
  );
}
