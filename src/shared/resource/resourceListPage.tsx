import type { ComponentType } from 'react';
import type { HydraItem } from '../../../contract';
import { ResourceList } from '../ui/ResourceList';
import { WithFeedback } from '../ui/WithFeedback';
import type { AnyResourceDefinition } from './defineResource';

/**
 * The list screen of a resource definition, mounted at a route base. Its chunk holds the list
 * only; the create and edit forms are their own chunk (resourceFormPages), which `preloadForms`
 * starts loading when the user points at Create or at a row's Edit link.
 */
export function listScreen<T extends HydraItem, Input>(
  resource: AnyResourceDefinition<T, Input>,
  route: string,
  preloadForms?: () => void,
): ComponentType {
  return function List() {
    return (
      <WithFeedback>
        <ResourceList resource={resource} route={route} preloadForms={preloadForms} />
      </WithFeedback>
    );
  };
}
