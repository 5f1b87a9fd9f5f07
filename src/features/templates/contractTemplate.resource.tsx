/**
 * Contract templates: a title per locale, activity, the country tags they are offered in and a
 * category. The list shows the title in the interface language; its title search looks in one
 * locale (the spec's translation filter, default en), which the platform takes as translations.locale.
 */
import {
  contractTemplateBody,
  filterParam,
  RESOURCES,
  type ContractTemplate,
  type ContractTemplateInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import { CategoryTitle, useCategoryOptions } from '../../shared/relations/categories';
import { CountryTagNames, useCountryTagOptions } from '../../shared/relations/countryTags';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { LOCALE_OPTIONS } from '../../shared/resource/localeOptions';
import { titleField } from '../../shared/resource/titleField';
import { TITLE_TEXT, translationsFromForm, translationsToForm } from '../../shared/resource/translations';
import { YES_NO_WORDS, YesNo } from '../../shared/ui/YesNo';

const FLAG_OPTIONS = [
  { label: <YesNo value />, value: 'true' },
  { label: <YesNo value={false} />, value: 'false' },
];

export function templateFormValues(template: ContractTemplate): FormValues {
  return {
    activity: template.activity,
    translations: translationsToForm(template.translations),
    countryTags: template.countryTags,
    category: template.category ?? undefined,
  };
}

export function templateBody(values: FormValues): ContractTemplateInput {
  return {
    activity: Boolean(values.activity),
    translations: translationsFromForm(values.translations, [TITLE_TEXT.name]),
    // The list replaces the template's tags on the platform, so an emptied select clears them.
    countryTags: Array.isArray(values.countryTags) ? values.countryTags.map(String) : [],
    category: typeof values.category === 'string' ? values.category : null,
  };
}

export default defineResource<ContractTemplate, ContractTemplateInput, 'titleLocale'>({
  api: resourceApi(RESOURCES.contractTemplates),
  // The title's length and that each locale needs one come from the platform's body schema.
  schema: contractTemplateBody,
  title: { id: 'template.title', defaultMessage: 'Contract templates' },
  countName: {
    id: 'template.count',
    defaultMessage: '{count, plural, one {# template} other {# templates}}',
  },
  deleteConfirm: { id: 'template.deleteConfirm', defaultMessage: 'Delete this template?' },
  fields: [
    titleField(filterParam('contractTemplates', 'translations.title')),
    {
      name: 'titleLocale',
      label: { id: 'template.titleLocale', defaultMessage: 'Title language' },
      column: {
        search: { filterKey: filterParam('contractTemplates', 'translations.locale'), initial: 'en' },
        hideInTable: true,
        options: [...LOCALE_OPTIONS],
      },
    },
    {
      name: 'activity',
      label: { id: 'template.activity', defaultMessage: 'Active' },
      column: {
        search: true,
        options: FLAG_OPTIONS,
        words: YES_NO_WORDS,
        render: (template) => <YesNo value={template.activity} />,
      },
      form: { kind: 'switch' },
    },
    {
      name: 'translations',
      label: { id: 'template.translations', defaultMessage: 'Titles' },
      form: { kind: 'translations', required: true, texts: [TITLE_TEXT] },
    },
    {
      name: 'countryTags',
      label: { id: 'template.countryTags', defaultMessage: 'Country tags' },
      column: { render: (template) => <CountryTagNames iris={template.countryTags} /> },
      form: { kind: 'tags', options: useCountryTagOptions },
    },
    {
      name: 'category',
      label: { id: 'template.category', defaultMessage: 'Category' },
      column: { relation: CategoryTitle },
      form: { kind: 'select', options: useCategoryOptions },
    },
  ],
  createValues: { activity: true },
  // A new template goes on at its own page: its versions are added there.
  afterCreate: 'item',
  toFormValues: templateFormValues,
  toBody: templateBody,
});
