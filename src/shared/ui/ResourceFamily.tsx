/**
 * The screens of a resource whose items have a page of their own (contracts, templates): the
 * generic list, the generic create form and the item's page. The list route loads the list only:
 * the form and the item's page (`loadItem`) are chunks of their own, both started when the user
 * points at Create, a row or its Edit link.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { HydraItem } from '../../../contract';
import type { AnyResourceDefinition } from '../resource/defineResource';
import { useFamilyScreen } from '../routing/familyScreen';
import { once } from '../routing/once';
import type { ResourceForm as GenericForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { WithFeedback } from './WithFeedback';

export const loadResourceForm = once(() => import(/* webpackChunkName: "resource-form" */ './ResourceForm'));
// Typed as the form itself: React.lazy would drop its type parameters.
export const LazyResourceForm = lazy(() =>
  loadResourceForm().then((module) => ({ default: module.ResourceForm })),
) as unknown as typeof GenericForm;

export function ResourceFamily<T extends HydraItem, Input>({
  resource,
  route,
  loadItem,
  item,
}: {
  resource: AnyResourceDefinition<T, Input>;
  route: string;
  /** Loads the item's page chunk (once: see routing/once). */
  loadItem: () => Promise<unknown>;
  /** The item's own page. */
  item: (id: string) => ReactNode;
}) {
  const screen = useFamilyScreen();
  const preload = () => void Promise.all([loadResourceForm(), loadItem()]).catch(() => undefined);
  return (
    <WithFeedback>
      {screen.kind === 'list' ? (
        <ResourceList resource={resource} route={route} preloadForms={preload} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          {screen.kind === 'item' ? (
            item(screen.id)
          ) : (
            <LazyResourceForm resource={resource} route={route} mode="create" />
          )}
        </Suspense>
      )}
    </WithFeedback>
  );
}
