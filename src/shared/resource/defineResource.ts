/**
 * A resource screen is data: which API and which fields. A field is written once, with its column
 * part (table and search form) and its form part side by side, so a label or a rule has one home.
 * One generic list page and one generic form page (shared/ui) serve every definition; where the
 * screen lives (route, menu, roles) is the app manifest's business.
 */
import type { Rule } from 'antd/es/form';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import {
  propertyLimits,
  type BodySchema,
  type HydraItem,
  type Iri,
  type ResourceFilterParam,
  type Role,
} from '../../../contract';
import type { ListFilters } from '../../api/hydra';
import type { ResourceApi } from '../../api/resources';

export interface SelectOption {
  label: ReactNode;
  value: string | number;
}

/**
 * Options that come from the server are read through a hook, called by the field's own component
 * with what the user has typed into the select (for a server-side search), the field's current
 * value (so a chosen item no loaded page holds can still be named) and, for a select scoped by
 * another field (FormPart.scopedBy), the list filter that field's value makes.
 */
export type OptionsSource =
  SelectOption[] | ((search: string, value?: unknown, filters?: ListFilters) => OptionsResult);

/** What an options hook gives its select. */
export interface OptionsResult {
  options: SelectOption[];
  loading: boolean;
  /**
   * Set when the platform searched for `searchedFor`: `matches` are its answers, shown as they
   * are (they may match on something other than the label, e.g. a user's e-mail); the other
   * options (the chosen ones) are filtered by their label.
   */
  searchedFor?: string;
  matches?: ReadonlySet<string | number>;
  /** Whether another page can be read, and reading it (the select asks when scrolled to its end). */
  hasMore?: boolean;
  loadMore?: () => void;
}

/** One text of a translated entity, edited per locale (title, description, content, subject, body). */
export interface TranslatedTextField {
  name: string;
  label: MessageDescriptor;
  /** Required in every locale that has any text (the platform refuses a blank one). */
  required?: boolean;
  multiline?: boolean;
  max?: number;
}

/** How a field shows in the list: as a column, and in the search form when `search` is set. */
export interface ColumnPart<T> {
  /**
   * filterKey names the query parameter when it differs from the field name, written
   * `filterParam('x', param)` so it is one of that resource's contract filters (the field
   * name itself is checked by listParamsOf.test.ts); initial is the filter's value while the
   * address names none (e.g. the translation filter's 'en').
   */
  search?: boolean | { filterKey?: ResourceFilterParam; initial?: string };
  /** Only a search field, no column (e.g. the locale a title search looks in). */
  hideInTable?: boolean;
  sorter?: boolean;
  /** 'date': a date picker in the search form (sent as YYYY-MM-DD), DD MMM YYYY in the table. */
  valueType?: 'text' | 'digit' | 'date' | 'dateTime';
  render?: (item: T) => ReactNode;
  /** The field holds another item's IRI: the cell names that item with this component (e.g. UserName). */
  relation?: ComponentType<{ iri: Iri | null }>;
  /**
   * Choices the search form offers in a select: fixed ones (e.g. the company kinds) or a hook
   * over another resource (e.g. companies, searched on the platform).
   */
  options?: OptionsSource;
  /**
   * The words the column shows for the codes or flags its field holds ('true' → Yes,
   * ROLE_EDITOR → Editor): the CSV export writes them as the screen does.
   */
  words?: Readonly<Record<string, MessageDescriptor>>;
}

export type FieldKind = 'text' | 'digit' | 'select' | 'tags' | 'translations' | 'switch';

/** How a field shows in the create/edit form. */
export interface FormPart {
  kind: FieldKind;
  required?: boolean;
  /** Maximum length of a text field. */
  max?: number;
  rules?: Rule[];
  options?: OptionsSource;
  /** 'translations': the texts each locale has; `required` then means an English first text. */
  texts?: TranslatedTextField[];
  /**
   * A select whose choices depend on what another field of the form chose: that field's value
   * is sent as the `filter` list parameter (the chosen tenant's providers: { field: 'tenant',
   * filter: 'tenant.id' }). While the caller sees that field and it is empty, the select waits for
   * it; when it changes, the choice is cleared. Callers without the field get the platform's scope.
   */
  scopedBy?: { field: string; filter: string };
}

/** Names a field may take: a property of the item or of the body, or one the definition declares. */
export type FieldName<T, Input, Extra extends string> = Extract<keyof T | keyof Input, string> | Extra;

export interface ResourceField<T, Input = unknown, Extra extends string = never> {
  name: FieldName<T, Input, Extra>;
  label: MessageDescriptor;
  /** Only callers holding one of these roles see the column and the field. */
  visibleTo?: readonly Role[];
  /** Absent: not in the list. */
  column?: ColumnPart<T>;
  /** Absent: not in the form. */
  form?: FormPart;
}

/** A field's column as the list page uses it. */
export interface ListColumn<T> extends ColumnPart<T> {
  dataIndex: string;
  title: MessageDescriptor;
  visibleTo?: readonly Role[];
}

/** A field's input as the form page uses it. */
export interface FormField extends FormPart {
  name: string;
  label: MessageDescriptor;
  visibleTo?: readonly Role[];
}

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

export interface ResourceDefinition<T extends HydraItem, Input, Extra extends string = never> {
  api: ResourceApi<T, Input>;
  /**
   * The body schema the platform validates creates with (contract/schemas): a form field's
   * `required` and `max`, and those of its per-locale texts, come from it unless the field says.
   */
  schema?: BodySchema;
  /** List and form heading, e.g. "Tenants". */
  title: MessageDescriptor;
  /** Confirmation before a delete, e.g. "Delete this tenant?". */
  deleteConfirm: MessageDescriptor;
  /**
   * A count of its items in words, an ICU plural of `count`: "{count, plural, one {# tenant}
   * other {# tenants}}". A bulk delete asks and tells with it ("Delete 3 tenants?", "3 tenants
   * deleted"); default: "# items".
   */
  countName?: MessageDescriptor;
  fields: ResourceField<T, Input, Extra>[];
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
  /**
   * Which of the rows the caller may change it may also delete (a hook); rows it may not delete
   * show no Delete and cannot be chosen for a bulk delete. Default: every row it may change.
   */
  useCanRemove?: () => (item: T) => boolean;
  /**
   * Form values → request body; default: the values as they are. `mode` tells a new item from an
   * edited one (e.g. a cleared relation is sent as null on edit but left out on create); absent: create.
   */
  toBody?: (values: FormValues, mode?: FormMode) => Input;
  /** Where a created item leads: back to the list (default) or to its own page (e.g. to go on with it). */
  afterCreate?: 'list' | 'item';
}

/** A definition as the generic pages take it, whatever names it declared. */
export type AnyResourceDefinition<T extends HydraItem = HydraItem, Input = unknown> = ResourceDefinition<
  T,
  Input,
  string
>;

export function defineResource<T extends HydraItem, Input, Extra extends string = never>(
  definition: ResourceDefinition<T, Input, Extra>,
): ResourceDefinition<T, Input, Extra> {
  return definition;
}

// Derived once per definition: the pages memoise on these arrays.
const columnsCache = new WeakMap<object, unknown>();
const formFieldsCache = new WeakMap<object, unknown>();

function cached<R>(cache: WeakMap<object, unknown>, key: object, make: () => R): R {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as R;
}

/** The columns some fields make: a definition's (columnsOf) or those of a table inside a screen. */
export function fieldColumns<T>(
  fields: readonly Pick<ResourceField<T, unknown, string>, 'name' | 'label' | 'visibleTo' | 'column'>[],
): ListColumn<T>[] {
  return fields.flatMap((field) =>
    field.column ? [{ ...field.column, dataIndex: field.name, title: field.label, visibleTo: field.visibleTo }] : [],
  );
}

export function columnsOf<T extends HydraItem, Input>(resource: AnyResourceDefinition<T, Input>): ListColumn<T>[] {
  return cached(columnsCache, resource, () => fieldColumns(resource.fields));
}

/** The schema's word on a field (or a text of its locales), the field's own word first. */
function withSchemaLimits<X extends { required?: boolean; max?: number }>(
  part: X,
  schema: BodySchema | undefined,
  path: string,
): X {
  const limits = schema && propertyLimits(schema, path);
  if (!limits) return part;
  return { ...part, required: part.required ?? limits.required, max: part.max ?? limits.maxLength };
}

export function formFieldsOf<T extends HydraItem, Input>(resource: AnyResourceDefinition<T, Input>): FormField[] {
  const { schema } = resource;
  return cached(formFieldsCache, resource, () =>
    resource.fields.flatMap((field) => {
      if (!field.form) return [];
      const form = withSchemaLimits(field.form, schema, field.name);
      const texts = form.texts?.map((text) => withSchemaLimits(text, schema, `${field.name}.${text.name}`));
      return [{ ...form, ...(texts && { texts }), name: field.name, label: field.label, visibleTo: field.visibleTo }];
    }),
  );
}
