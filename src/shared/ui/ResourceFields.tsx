/** Form fields of a resource definition as ProForm fields, with the definition's rules. */
import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import type { Rule } from 'antd/es/form';
import { useIntl, type IntlShape } from 'react-intl';
import type { OptionsSource, ResourceField, SelectOption } from '../resource/defineResource';

function rulesOf(field: ResourceField, intl: IntlShape, label: string): Rule[] {
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

/** Server-fed options come from a hook; this component is the one place it is called. */
function useOptions(source: OptionsSource | undefined): { options: SelectOption[]; loading: boolean } {
  const fromHook = typeof source === 'function' ? source : undefined;
  const result = fromHook ? fromHook() : undefined;
  return result ?? { options: Array.isArray(source) ? source : [], loading: false };
}

function SelectField({ field, label, rules }: { field: ResourceField; label: string; rules: Rule[] }) {
  const { options, loading } = useOptions(field.options);
  return (
    <ProFormSelect
      name={field.name}
      label={label}
      rules={rules}
      options={options.map((option) => ({ label: option.label, value: option.value }))}
      mode={field.kind === 'tags' ? 'multiple' : undefined}
      fieldProps={{ loading, allowClear: true, showSearch: true, optionFilterProp: 'label' }}
    />
  );
}

export function ResourceFieldInput({ field }: { field: ResourceField }) {
  const intl = useIntl();
  const label = intl.formatMessage(field.label);
  const rules = rulesOf(field, intl, label);
  switch (field.kind) {
    case 'digit':
      return <ProFormDigit name={field.name} label={label} rules={rules} fieldProps={{ precision: 0 }} />;
    case 'select':
    case 'tags':
      return <SelectField field={field} label={label} rules={rules} />;
    default:
      return <ProFormText name={field.name} label={label} rules={rules} />;
  }
}
