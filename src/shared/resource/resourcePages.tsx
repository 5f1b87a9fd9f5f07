import type { HydraItem } from '../../api/contract';
import { ResourceForm } from '../ui/ResourceForm';
import { ResourceList } from '../ui/ResourceList';
import type { ResourceDefinition, ResourcePages } from './defineResource';

/** The three screens of a resource, bound to its definition (the default export of *.pages.ts). */
export function resourcePages<T extends HydraItem, Input>(resource: ResourceDefinition<T, Input>): ResourcePages {
  return {
    List: () => <ResourceList resource={resource} />,
    Create: () => <ResourceForm resource={resource} mode="create" />,
    Edit: () => <ResourceForm resource={resource} mode="edit" />,
  };
}
