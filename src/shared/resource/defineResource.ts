/**
 * A resource screen is data: which API, which route, which columns and form fields. One generic
 * list page and one generic form page (shared/ui) serve every definition.
 */
import type { Rule } from 'antd/es/form';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { HydraItem, Role } from '../../../contract';
import type { ResourceApi } from '../../api/resources';

export interface ResourceColumn<T> {
  dataIndex: keyof T & string;
  title: MessageDescriptor;
  /** Shown in the search form; filterKey names the query parameter when it differs from dataIndex. */
  search?: boolean | { filterKey: string };
  sorter?: boolean;
  valueType?: 'text' | 'digit' | 'date' | 'dateTime';
  render?: (item: T) => ReactNode;
  /** Fixed choices: the search form offers them in a select (e.g. the company kinds). */
  options?: SelectOption[];
  /** Only callers holding one of these roles see the column (e.g. tenant: supervisors only). */
  visibleTo?: readonly Role[];
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

/** One text of a translated entity, edited per locale (title, description, content, subject, body). */
export interface TranslatedTextField {
  name: string;
  label: MessageDescriptor;
  /** Required in every locale that has any text (the platform refuses a blank one). */
  required?: boolean;
  multiline?: boolean;
  max?: number;
}

export interface ResourceField {
  name: string;
  label: MessageDescriptor;
  /** 'switch' edits a boolean. */
  kind: 'text' | 'digit' | 'select' | 'tags' | 'translations' | 'switch';
  required?: boolean;
  /** Maximum length of a text field. */
  max?: number;
  rules?: Rule[];
  options?: OptionsSource;
  /** 'translations': the texts each locale has; `required` then means an English first text. */
  texts?: TranslatedTextField[];
  /** Only callers holding one of these roles see and send the field; others leave it to the platform. */
  visibleTo?: readonly Role[];
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
  /**
   * Form values that need related items too (e.g. the fields of a linked address): a hook,
   * called once the item is loaded; the form waits while it loads. Used instead of toFormValues.
   */
  useFormValues?: (item: T) => { values: FormValues; loading: boolean };
  /** Values a new item's form starts with (e.g. active). */
  createValues?: FormValues;
  /**
   * Which rows the caller may change (a hook, for the caller's roles); rows it may not change
   * show no Edit or Delete. Default: every row.
   */
  useCanChange?: () => (item: T) => boolean;
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
