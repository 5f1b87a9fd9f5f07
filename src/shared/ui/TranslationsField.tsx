/**
 * The 'translations' field kind: the texts of a translated entity (title, description, …) for
 * English, German and French, plus any other locale the item already has. A locale left empty is
 * not sent; a locale with any text needs its required texts.
 */
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import type { FormField, TranslatedTextField } from '../resource/defineResource';
import { localesOf } from '../resource/translations';

const TITLE: TranslatedTextField = { name: 'title', label: { id: 'translations.title', defaultMessage: 'Title' } };

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

export function TranslationsField({ field, label }: { field: FormField; label: string }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(field.name, form);
  const texts = field.texts ?? [TITLE];

  const rulesOf = (locale: string, text: TranslatedTextField, index: number, textLabel: string): Rule[] => {
    const rules: Rule[] = [];
    if (text.required) {
      // Required where the locale is used at all; the English first text also when the field is.
      const alwaysNeeded = Boolean(field.required) && locale === 'en' && index === 0;
      const message = intl.formatMessage(
        { id: 'form.required', defaultMessage: '{field} is required' },
        { field: textLabel },
      );
      rules.push(({ getFieldValue }) => ({
        validator: async (_rule, own: unknown) => {
          const siblings = texts.map((other) => getFieldValue([field.name, locale, other.name]) as unknown);
          if (!filled(own) && (alwaysNeeded || siblings.some(filled))) throw new Error(message);
        },
      }));
    }
    if (text.max) {
      rules.push({
        max: text.max,
        message: intl.formatMessage({ id: 'form.max', defaultMessage: 'At most {max} characters' }, { max: text.max }),
      });
    }
    return rules;
  };

  return (
    <Form.Item label={label} required={field.required} style={{ marginBottom: 0 }}>
      {localesOf(value).map((locale) =>
        texts.map((text, index) => {
          const textLabel = `${intl.formatMessage(text.label)} (${locale.toUpperCase()})`;
          const props = {
            name: [field.name, locale, text.name],
            label: textLabel,
            rules: rulesOf(locale, text, index, textLabel),
            dependencies: texts.filter((other) => other !== text).map((other) => [field.name, locale, other.name]),
          };
          return text.multiline ? (
            <ProFormTextArea key={`${locale}.${text.name}`} {...props} fieldProps={{ autoSize: { minRows: 2 } }} />
          ) : (
            <ProFormText key={`${locale}.${text.name}`} {...props} />
          );
        }),
      )}
    </Form.Item>
  );
}
