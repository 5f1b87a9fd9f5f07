/** Mail texts per event and locale (tenant admin): a subject and body per language. */
import {
  notificationTemplateBody,
  RESOURCES,
  type NotificationTemplate,
  type NotificationTemplateInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues, type TranslatedTextField } from '../../shared/resource/defineResource';
import { translationsFromForm, translationsToForm } from '../../shared/resource/translations';
import { ENUMS, EnumLabel, enumOptions } from '../../shared/enums';
import { TranslatedText } from '../../shared/ui/TranslatedText';
import { LOCALE_OPTIONS, localeLabel } from './locales';

// The platform stores a body with every subject: the schema requires both in a locale that is used.
const SUBJECT: TranslatedTextField = {
  name: 'subject',
  label: { id: 'translations.subject', defaultMessage: 'Subject' },
};
const TEXTS: TranslatedTextField[] = [
  SUBJECT,
  { name: 'body', label: { id: 'translations.body', defaultMessage: 'Body' }, multiline: true },
];

export default defineResource<NotificationTemplate, NotificationTemplateInput, 'subject'>({
  api: resourceApi(RESOURCES.notificationTemplates),
  schema: notificationTemplateBody,
  title: { id: 'notificationTemplate.title', defaultMessage: 'Notification templates' },
  countName: {
    id: 'notificationTemplate.count',
    defaultMessage: '{count, plural, one {# notification template} other {# notification templates}}',
  },
  deleteConfirm: { id: 'notificationTemplate.deleteConfirm', defaultMessage: 'Delete this notification template?' },
  fields: [
    {
      name: 'type',
      label: { id: 'notificationTemplate.type', defaultMessage: 'Event' },
      // Events and locales are codes: the filters are selects of their words, matched exactly.
      column: {
        search: true,
        sorter: true,
        options: enumOptions('notificationType'),
        words: ENUMS.notificationType.labels,
        render: (item) => <EnumLabel kind="notificationType" code={item.type} />,
      },
      form: { kind: 'select', options: enumOptions('notificationType') },
    },
    {
      name: 'locale',
      label: { id: 'notificationTemplate.locale', defaultMessage: 'Locale' },
      column: { search: true, sorter: true, options: LOCALE_OPTIONS, render: (item) => localeLabel(item.locale) },
      form: { kind: 'select', options: LOCALE_OPTIONS },
    },
    {
      name: 'subject',
      label: SUBJECT.label,
      column: { render: (item) => <TranslatedText translations={item.translations} field="subject" /> },
    },
    {
      name: 'translations',
      label: { id: 'notificationTemplate.translations', defaultMessage: 'Subject and body' },
      form: { kind: 'translations', required: true, texts: TEXTS },
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
