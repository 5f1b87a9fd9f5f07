import type { ComponentType } from 'react';
import type { HydraItem } from '../../../contract';
import { ResourceForm } from '../ui/ResourceForm';
import { WithFeedback } from '../ui/WithFeedback';
import type { AnyResourceDefinition } from './defineResource';

export interface FormScreens {
  Create: ComponentType;
  Edit: ComponentType;
}

/** The create and edit screens of a resource definition, mounted at a route base. */
export function formScreens<T extends HydraItem, Input>(
  resource: AnyResourceDefinition<T, Input>,
  route: string,
): FormScreens {
  return {
    Create: () => (
      <WithFeedback>
        <ResourceForm resource={resource} route={route} mode="create" />
      </WithFeedback>
    ),
    Edit: () => (
      <WithFeedback>
        <ResourceForm resource={resource} route={route} mode="edit" />
      </WithFeedback>
    ),
  };
}
