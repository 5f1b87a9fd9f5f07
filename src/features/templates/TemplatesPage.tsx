/**
 * The template screens of /contract/template: the generic list and create form, and the detail
 * screen (the template's form, then its versions). The list route loads the list only: the form
 * and the versions are chunks of their own, started when the user points at Create, a row or Edit.
 */
import { lazy } from 'react';
import { RESOURCES } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { once } from '../../shared/routing/once';
import { LazyResourceForm, ResourceFamily } from '../../shared/ui/ResourceFamily';
import templateResource from './contractTemplate.resource';
import { TEMPLATE_ROUTE } from './paths';

const templates = resourceApi(RESOURCES.contractTemplates);

const loadVersions = once(() => import(/* webpackChunkName: "template-versions" */ './TemplateVersions'));
const TemplateVersions = lazy(() => loadVersions().then((module) => ({ default: module.TemplateVersions })));

function TemplateDetail({ id }: { id: string }) {
  // The form reads the same cached item; the versions wait until the template is known to exist.
  const { data: template } = templates.useGetQuery(id);
  return (
    <>
      <LazyResourceForm resource={templateResource} route={TEMPLATE_ROUTE} mode="edit" />
      {template && <TemplateVersions template={template} />}
    </>
  );
}

export default function TemplatesPage() {
  return (
    <ResourceFamily
      resource={templateResource}
      route={TEMPLATE_ROUTE}
      loadItem={loadVersions}
      item={(id) => <TemplateDetail key={id} id={id} />}
    />
  );
}
