/**
 * The template screens of /contract/template: the generic list and create form, and the detail
 * screen (the template's form, then its versions). The list route loads the list only: the form
 * and the versions are chunks of their own, started when the user points at Create, a row or Edit.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { RESOURCES } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { once } from '../../shared/routing/once';
import { useFamilyScreen } from '../../shared/routing/familyScreen';
import type { ResourceForm as GenericForm } from '../../shared/ui/ResourceForm';
import { ResourceList } from '../../shared/ui/ResourceList';
import { WithFeedback } from '../../shared/ui/WithFeedback';
import templateResource from './contractTemplate.resource';
import { TEMPLATE_ROUTE } from './paths';

const templates = resourceApi(RESOURCES.contractTemplates);

const loadForm = once(() => import(/* webpackChunkName: "resource-form" */ '../../shared/ui/ResourceForm'));
const loadVersions = once(() => import(/* webpackChunkName: "template-versions" */ './TemplateVersions'));
// Typed as the form itself: React.lazy would drop its type parameters.
const ResourceForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ResourceForm })),
) as unknown as typeof GenericForm;
const TemplateVersions = lazy(() => loadVersions().then((module) => ({ default: module.TemplateVersions })));
const preload = () => void Promise.all([loadForm(), loadVersions()]).catch(() => undefined);

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
  const screen = useFamilyScreen();
  return (
    <WithFeedback>
      {screen.kind === 'list' ? (
        <ResourceList resource={templateResource} route={TEMPLATE_ROUTE} preloadForms={preload} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          {screen.kind === 'item' ? (
            <TemplateDetail key={screen.id} id={screen.id} />
          ) : (
            <ResourceForm resource={templateResource} route={TEMPLATE_ROUTE} mode="create" />
          )}
        </Suspense>
      )}
    </WithFeedback>
  );
}
