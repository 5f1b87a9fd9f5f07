/**
 * The 'translations' field kind: the texts of a translated entity (title, description, …) for
 * English and every locale the item has, plus those added through the "add language" modal; a
 * new item starts with English only. A locale left empty is not sent; a locale with any text needs
 * its required texts; removing a locale drops its texts (the platform replaces the whole set).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Flex, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '../../i18n';
import type { FormField, TranslatedTextField } from '../resource/defineResource';
import { localeLabel } from '../resource/localeOptions';
import { localesOf, TITLE_TEXT, withLocale, withoutLocale } from '../resource/translations';
import { maxRule, requiredMessage } from './formRules';
import { Text } from './Text';

// The dialog to add a language loads when first opened, not with every form of translated texts.
const AddLanguageModal = lazy(() =>
  import(/* webpackChunkName: "add-language" */ './AddLanguageModal').then((module) => ({
    default: module.AddLanguageModal,
  })),
);

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

export function TranslationsField({ field, label }: { field: FormField; label: string }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  // preserve: the store's value, not only registered inputs' (an added or not yet shown locale has none).
  const value: unknown = Form.useWatch(field.name, { form, preserve: true });
  const texts = field.texts ?? [TITLE_TEXT];
  const [adding, setAdding] = useState(false);
  // Drawn from its first opening on, so that it closes with its motion.
  const [dialog, setDialog] = useState(false);
  const locales = localesOf(value);
  // Read from the store, not the watched value: the watch lags one render behind a change.
  const current = () => form.getFieldValue(field.name) as unknown;

  const rulesOf = (locale: string, text: TranslatedTextField, index: number, textLabel: string): Rule[] => {
    const rules: Rule[] = [];
    if (text.required) {
      // Required where the locale is used at all; the English first text also when the field is.
      const alwaysNeeded = Boolean(field.required) && locale === DEFAULT_LOCALE && index === 0;
      const message = requiredMessage(intl, textLabel);
      rules.push(({ getFieldValue }) => ({
        validator: async (_rule, own: unknown) => {
          const siblings = texts.map((other) => getFieldValue([field.name, locale, other.name]) as unknown);
          if (!filled(own) && (alwaysNeeded || siblings.some(filled))) throw new Error(message);
        },
      }));
    }
    if (text.max) rules.push(maxRule(intl, text.max));
    return rules;
  };

  const inputsOf = (locale: string) =>
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
    });

  return (
    <Form.Item label={label} required={field.required} style={{ marginBottom: 0 }}>
      {locales.map((locale) => (
        <div key={locale} role="group" aria-label={localeLabel(locale)}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
            <Text type="secondary">{localeLabel(locale)}</Text>
            {locale !== DEFAULT_LOCALE && (
              <Button
                type="link"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={intl.formatMessage(
                  { id: 'translations.removeLanguage', defaultMessage: 'Remove {language}' },
                  { language: localeLabel(locale) },
                )}
                onClick={() => form.setFieldValue(field.name, withoutLocale(current(), locale))}
              >
                <FormattedMessage id="translations.remove" defaultMessage="Remove" />
              </Button>
            )}
          </Flex>
          {inputsOf(locale)}
        </div>
      ))}
      <Form.Item>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            setDialog(true);
            setAdding(true);
          }}
        >
          <FormattedMessage id="translations.addLanguage" defaultMessage="Add language" />
        </Button>
      </Form.Item>
      {dialog && (
        <Suspense fallback={null}>
          <AddLanguageModal
            open={adding}
            shown={locales}
            onAdd={(locale) => form.setFieldValue(field.name, withLocale(current(), locale))}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Form.Item>
  );
}
