import { App } from 'antd';
import { NOTICE_TOP } from '../../api/errorNotice';
import type { ComponentType, ReactNode } from 'react';
import type { HydraItem } from '../../../contract';
import { ResourceForm } from '../ui/ResourceForm';
import { ResourceList } from '../ui/ResourceList';
import type { AnyResourceDefinition } from './defineResource';

/**
 * antd's <App> context (message and modal hooks) for the screens that use it. It lives here
 * rather than at the root so its code ships with the resource screens, not with the entry, the
 * sign-in page or the dashboard. No element of its own: the root already sets the base text style.
 * Its notices open under the header, so the user name, language and profile controls stay usable.
 */
export function WithFeedback({ children }: { children: ReactNode }) {
  return (
    <App component={false} notification={{ top: NOTICE_TOP }} message={{ top: NOTICE_TOP }}>
      {children}
    </App>
  );
}

export interface ResourceScreens {
  List: ComponentType;
  Create: ComponentType;
  Edit: ComponentType;
}

/** The list, create and edit screens of a resource definition, mounted at a route base. */
export function resourceScreens<T extends HydraItem, Input>(
  resource: AnyResourceDefinition<T, Input>,
  route: string,
): ResourceScreens {
  return {
    List: () => (
      <WithFeedback>
        <ResourceList resource={resource} route={route} />
      </WithFeedback>
    ),
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
