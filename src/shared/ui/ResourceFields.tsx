/** Form fields of a resource definition as ProForm fields, with the definition's rules. */
import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ListFilters } from '../../api/hydra';
import type { FormField } from '../resource/defineResource';
import { maxRule, requiredRule } from './formRules';
import { useSearchableOptions } from './OptionsSelect';
import { TranslationsField } from './TranslationsField';

function rulesOf(field: FormField, intl: IntlShape, label: string): Rule[] {
  const rules: Rule[] = [...(field.rules ?? [])];
  if (field.required) rules.push(requiredRule(intl, label));
  if (field.max) rules.push(maxRule(intl, field.max));
  return rules;
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
