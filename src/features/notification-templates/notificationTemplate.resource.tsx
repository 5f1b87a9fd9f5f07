/** Mail texts per event and locale (tenant admin): a subject and body per language. */
import { NOTIFICATION_TYPES, type NotificationTemplate, type NotificationTemplateInput } from '../../../contract';
import { isLocaleCode, LOCALES, localeOf } from '../../i18n';
import { defineResource, type FormValues, type TranslatedTextField } from '../../shared/resource/defineResource';
import { translationsFromForm, translationsToForm } from '../../shared/resource/translations';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { notificationTemplateApi } from './notificationTemplateApi';

const TYPE = { id: 'notificationTemplate.type', defaultMessage: 'Event' };
const LOCALE = { id: 'notificationTemplate.locale', defaultMessage: 'Locale' };
const SUBJECT: TranslatedTextField = {
  name: 'subject',
  label: { id: 'translations.subject', defaultMessage: 'Subject' },
  required: true,
  max: 255,
};
// The platform stores a body with every subject, so both are required in a locale that is used.
const TEXTS: TranslatedTextField[] = [
  SUBJECT,
  { name: 'body', label: { id: 'translations.body', defaultMessage: 'Body' }, required: true, multiline: true },
];
const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({ label: type, value: type }));
const LOCALE_OPTIONS = LOCALES.map((locale) => ({ label: `${locale.name} (${locale.code})`, value: locale.code }));

export const notificationTemplateResource = defineResource<NotificationTemplate, NotificationTemplateInput>({
  api: notificationTemplateApi,
  route: 'configuration/notification-template',
  menuKey: 'configuration-notification-template',
  title: { id: 'notificationTemplate.title', defaultMessage: 'Notification templates' },
  deleteConfirm: { id: 'notificationTemplate.deleteConfirm', defaultMessage: 'Delete this notification template?' },
  columns: [
    { dataIndex: 'type', title: TYPE, search: true, sorter: true },
    {
      dataIndex: 'locale',
      title: LOCALE,
      search: true,
      sorter: true,
      render: (item) => (isLocaleCode(item.locale) ? `${localeOf(item.locale).name} (${item.locale})` : item.locale),
    },
    {
      dataIndex: 'translations',
      title: SUBJECT.label,
      render: (item) => <TranslatedText translations={item.translations} field="subject" />,
    },
  ],
  fields: [
    { name: 'type', label: TYPE, kind: 'select', required: true, options: TYPE_OPTIONS },
    { name: 'locale', label: LOCALE, kind: 'select', required: true, options: LOCALE_OPTIONS },
    {
      name: 'translations',
      label: { id: 'notificationTemplate.translations', defaultMessage: 'Subject and body' },
      kind: 'translations',
      required: true,
      texts: TEXTS,
    },
  ],
  toFormValues: (item) => ({
    type: item.type,
    locale: item.locale,
    translations: translationsToForm(item.translations),
  }),
  toBody: (values: FormValues): NotificationTemplateInput => ({
    type: String(values.type ?? ''),
    locale: String(values.locale ?? ''),
    translations: translationsFromForm(
      values.translations,
      TEXTS.map((text) => text.name),
    ),
  }),
});
