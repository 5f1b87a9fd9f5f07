/**
 * A resource screen is data: which API, which route, which columns and form fields. One generic
 * list page and one generic form page (shared/ui) serve every definition.
 */
import type { Rule } from 'antd/es/form';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { HydraItem } from '../../api/contract';
import type { ResourceApi } from '../../api/resources';

export interface ResourceColumn<T> {
  dataIndex: keyof T & string;
  title: MessageDescriptor;
  /** Shown in the search form; filterKey names the query parameter when it differs from dataIndex. */
  search?: boolean | { filterKey: string };
  sorter?: boolean;
  valueType?: 'text' | 'digit' | 'date' | 'dateTime';
  render?: (item: T) => ReactNode;
}

export interface SelectOption {
  label: ReactNode;
  value: string | number;
}

/**
 * Options that come from the server are read through a hook, called by the field's own component
 * with what the user has typed into the select (for a server-side search).
 */
export type OptionsSource = SelectOption[] | ((search: string) => { options: SelectOption[]; loading: boolean });

export interface ResourceField {
  name: string;
  label: MessageDescriptor;
  kind: 'text' | 'digit' | 'select' | 'tags';
  required?: boolean;
  /** Maximum length of a text field. */
  max?: number;
  rules?: Rule[];
  options?: OptionsSource;
}

export type FormValues = Record<string, unknown>;

export interface ResourceDefinition<T extends HydraItem, Input> {
  api: ResourceApi<T, Input>;
  /** Base path and route name base: 'tenant' → /tenant, /tenant/create, /tenant/:id. */
  route: string;
  menuKey: string;
  title: MessageDescriptor;
  /** Confirmation before a delete, e.g. "Delete this tenant?". */
  deleteConfirm: MessageDescriptor;
  columns: ResourceColumn<T>[];
  fields: ResourceField[];
  /** Item → form values (relations to ids, …); default: the item as it is. */
  toFormValues?: (item: T) => FormValues;
  /** Form values → request body; default: the values as they are. */
  toBody?: (values: FormValues) => Input;
  idOf?: (item: T) => string | number;
}

/** A definition whose item types are no longer needed (routing, registries). */
export interface ResourcePages {
  List: ComponentType;
  Create: ComponentType;
  Edit: ComponentType;
}

export function defineResource<T extends HydraItem, Input>(
  definition: ResourceDefinition<T, Input>,
): ResourceDefinition<T, Input> {
  return definition;
}
