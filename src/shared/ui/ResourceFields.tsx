/** Form fields of a resource definition as ProForm fields, with the definition's rules. */
import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form, Select, type SelectProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
): { options: SelectOption[]; loading: boolean } {
  const fromHook = typeof source === 'function' ? source : undefined;
  const result = fromHook ? fromHook(search, value) : undefined;
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
function useSearchableOptions(source: OptionsSource | undefined, value: unknown) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { options, loading } = useOptions(source, search, value);
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

function SelectField({ field, label, rules }: { field: FormField; label: string; rules: Rule[] }) {
  const value: unknown = Form.useWatch(field.name, Form.useFormInstance());
  const { options, ...fieldProps } = useSearchableOptions(field.options, value);
  return (
    <ProFormSelect
      name={field.name}
      label={label}
      rules={rules}
      options={options}
      mode={field.kind === 'tags' ? 'multiple' : undefined}
      fieldProps={fieldProps}
    />
  );
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

export function ResourceFieldInput({ field }: { field: FormField }) {
  const intl = useIntl();
  const label = intl.formatMessage(field.label);
  const rules = rulesOf(field, intl, label);
  switch (field.kind) {
    case 'digit':
      return <ProFormDigit name={field.name} label={label} rules={rules} fieldProps={{ precision: 0 }} />;
    case 'select':
    case 'tags':
      return <SelectField field={field} label={label} rules={rules} />;
    case 'switch':
      return <ProFormSwitch name={field.name} label={label} rules={rules} />;
    case 'translations':
      return <TranslationsField field={field} label={label} />;
    default:
      return <ProFormText name={field.name} label={label} rules={rules} />;
  }
}
