import { App } from 'antd';
import type { ReactNode } from 'react';
import type { HydraItem } from '../../../contract';
import { ResourceForm } from '../ui/ResourceForm';
import { ResourceList } from '../ui/ResourceList';
import type { ResourceDefinition, ResourcePages } from './defineResource';

/**
 * antd's <App> context (message and modal hooks) for the screens that use it. It lives here
 * rather than at the root so its code ships with the resource screens, not with the entry, the
 * sign-in page or the dashboard. No element of its own: the root already sets the base text style.
 */
function WithFeedback({ children }: { children: ReactNode }) {
  return <App component={false}>{children}</App>;
}

/** The three screens of a resource, bound to its definition (the default export of *.pages.ts). */
export function resourcePages<T extends HydraItem, Input>(resource: ResourceDefinition<T, Input>): ResourcePages {
  return {
    List: () => (
      <WithFeedback>
        <ResourceList resource={resource} />
      </WithFeedback>
    ),
    Create: () => (
      <WithFeedback>
        <ResourceForm resource={resource} mode="create" />
      </WithFeedback>
    ),
    Edit: () => (
      <WithFeedback>
        <ResourceForm resource={resource} mode="edit" />
      </WithFeedback>
    ),
  };
}
