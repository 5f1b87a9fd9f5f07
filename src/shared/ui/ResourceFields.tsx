/** Form fields of a resource definition as ProForm fields, with the definition's rules. */
import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form, Select, type SelectProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ListFilters } from '../../api/hydra';
import type { FormField, OptionsSource, SelectOption } from '../resource/defineResource';
import { matchesSearch } from '../resource/resourceOptions';
import { TranslationsField } from './TranslationsField';

function rulesOf(field: FormField, intl: IntlShape, label: string): Rule[] {
  const rules: Rule[] = [...(field.rules ?? [])];
  if (field.required) {
    rules.push({
      required: true,
      message: intl.formatMessage({ id: 'form.required', defaultMessage: '{field} is required' }, { field: label }),
    });
  }
  if (field.max) {
    rules.push({
      max: field.max,
      message: intl.formatMessage({ id: 'form.max', defaultMessage: 'At most {max} characters' }, { max: field.max }),
    });
  }
  return rules;
}

/** Typing pauses this long before the platform is asked, so a word is one request, not one per key. */
export const SEARCH_DELAY_MS = 300;

/** Server-fed options come from a hook; this component is the one place it is called. */
function useOptions(
  source: OptionsSource | undefined,
  search: string,
  value: unknown,
  filters?: ListFilters,
): { options: SelectOption[]; loading: boolean } {
  const fromHook = typeof source === 'function' ? source : undefined;
  const result = fromHook ? fromHook(search, value, filters) : undefined;
  return result ?? { options: Array.isArray(source) ? source : [], loading: false };
}

const textOfLabel = (label: ReactNode): string =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : '';

/**
 * Every option seen so far, newest results first: a chosen item keeps its label after the user
 * searched for something else (the select would otherwise show its bare IRI).
 */
function useKnownOptions(options: SelectOption[]): SelectOption[] {
  const [known, setKnown] = useState<SelectOption[]>(options);
  // Compared by content: hooks may hand out a new but equal array on every render.
  const key = options.map((option) => `${option.value}\u0000${textOfLabel(option.label)}`).join('\u0001');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    // New results: adjusted while rendering (React's pattern for state derived from props).
    const current = new Set(options.map((option) => option.value));
    setShownKey(key);
    setKnown([...options, ...known.filter((option) => !current.has(option.value))]);
  }
  return shownKey === key ? known : options;
}

/**
 * Options of a source as the user searches them: typing is debounced, chosen items keep their
 * labels, and the current value is handed to the source so it can name a chosen item beyond the
 * first page.
 */
function useSearchableOptions(source: OptionsSource | undefined, value: unknown, filters?: ListFilters) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { options, loading } = useOptions(source, search, value, filters);
  const known = useKnownOptions(options);
  return {
    options: known.map((option) => ({ label: option.label, value: option.value })),
    loading,
    allowClear: true,
    showSearch: true,
    onSearch: setTyped,
    filterOption: (input: string, option?: { label?: ReactNode }) => matchesSearch(textOfLabel(option?.label), input),
  };
}

interface SelectFieldProps {
  field: FormField;
  label: string;
  rules: Rule[];
  filters?: ListFilters;
  /** Shown while the select waits for the field it depends on. */
  waitingFor?: string;
}

function SelectField({ field, label, rules, filters, waitingFor }: SelectFieldProps) {
  const intl = useIntl();
  const value: unknown = Form.useWatch(field.name, Form.useFormInstance());
  // A waiting select asks nothing: unscoped choices are exactly what it must not offer. (Waiting
  // and scoped selects are different instances, see ScopedSelectField, so the hooks stay in order.)
  const source = waitingFor === undefined ? field.options : undefined;
  const { options, ...fieldProps } = useSearchableOptions(source, value, filters);
  return (
    <ProFormSelect
      name={field.name}
      label={label}
      rules={rules}
      options={options}
      mode={field.kind === 'tags' ? 'multiple' : undefined}
      disabled={waitingFor !== undefined}
      fieldProps={{
        ...fieldProps,
        ...(waitingFor !== undefined && {
          placeholder: intl.formatMessage(
            { id: 'form.chooseFirst', defaultMessage: 'Choose “{field}” first' },
            { field: waitingFor },
          ),
        }),
      }}
    />
  );
}

/**
 * A select scoped by another field (FormPart.scopedBy): the options are that field's value's, the
 * select waits while it is empty and is emptied when it changes. Remounted per scope, so options
 * seen under the previous one are forgotten.
 */
function ScopedSelectField({ scope, ...props }: Omit<SelectFieldProps, 'filters' | 'waitingFor'> & { scope: Scope }) {
  const form = Form.useFormInstance();
  const { field } = props;
  const chosen: unknown = Form.useWatch(scope.field, form);
  const scopeValue = typeof chosen === 'string' || typeof chosen === 'number' ? chosen : undefined;
  const own: unknown = Form.useWatch(field.name, form);
  const chosenNothing = own === undefined || own === null || own === '' || (Array.isArray(own) && own.length === 0);
  // A change of a scope value there was clears the choice (an edit form's first values do not).
  // Until it is cleared the select waits: mounted for the new scope while still holding the old
  // choice, it would read that choice by IRI and offer it among the new scope's options.
  const [seen, setSeen] = useState(scopeValue);
  const [clearing, setClearing] = useState(false);
  if (seen !== scopeValue) {
    // Adjusted while rendering (React's pattern for state derived from props).
    setSeen(scopeValue);
    setClearing(seen !== undefined && !chosenNothing);
  } else if (clearing && chosenNothing) setClearing(false);
  useEffect(() => {
    if (clearing) form.setFieldValue(field.name, undefined);
  }, [clearing, form, field.name]);
  if (clearing || seen !== scopeValue) return <SelectField key="changing" {...props} waitingFor={scope.label} />;
  if (scopeValue === undefined || scopeValue === '')
    return <SelectField key="waiting" {...props} waitingFor={scope.label} />;
  return <SelectField key={String(scopeValue)} {...props} filters={{ [scope.filter]: scopeValue }} />;
}

/**
 * The same searchable select outside a resource form (a list's search form, a modal): a plain
 * controlled input, so a Form.Item hands it value and onChange.
 */
export function OptionsSelect({
  source,
  ...props
}: Omit<SelectProps<string | number>, 'options'> & { source: OptionsSource }) {
  return <Select<string | number> {...props} {...useSearchableOptions(source, props.value)} />;
}

/** The field a select is scoped by, when the caller's form shows it (FormPart.scopedBy). */
export interface Scope {
  field: string;
  filter: string;
  /** That field's label, for "Choose “…” first". */
  label: string;
}

export function ResourceFieldInput({ field, scope }: { field: FormField; scope?: Scope }) {
  const intl = useIntl();
  const label = intl.formatMessage(field.label);
  const rules = rulesOf(field, intl, label);
  switch (field.kind) {
    case 'digit':
      return <ProFormDigit name={field.name} label={label} rules={rules} fieldProps={{ precision: 0 }} />;
    case 'select':
    case 'tags':
      return scope ? (
        <ScopedSelectField field={field} label={label} rules={rules} scope={scope} />
      ) : (
        <SelectField field={field} label={label} rules={rules} />
      );
    case 'switch':
      return <ProFormSwitch name={field.name} label={label} rules={rules} />;
    case 'translations':
      return <TranslationsField field={field} label={label} />;
    default:
      return <ProFormText name={field.name} label={label} rules={rules} />;
  }
}
