/**
 * Template versions: activity and a title and content per locale. The platform sets the planned
 * revision to its own now on create (docs/decisions.md), so the form does not offer it. The
 * version pages use these fields with the generic form body; their route names the template.
 */
import {
  RESOURCES,
  templateVersionBody,
  type ContractTemplateVersion,
  type ContractTemplateVersionInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { CONTENT_TEXT, TITLE_TEXT, translationsFromForm, translationsToForm } from '../../shared/resource/translations';

const TEXTS = [TITLE_TEXT, CONTENT_TEXT];
const TEXT_NAMES = TEXTS.map((text) => text.name);

/** What the form makes: the page adds the template its route names. */
export type VersionBody = Omit<ContractTemplateVersionInput, 'template'>;

export function versionFormValues(version: ContractTemplateVersion): FormValues {
  return { activity: version.activity, translations: translationsToForm(version.translations) };
}

export default defineResource<ContractTemplateVersion, VersionBody>({
  api: resourceApi<ContractTemplateVersion, VersionBody>(RESOURCES.contractTemplateVersions),
  // Title and content lengths, and the required title, come from the platform's body schema.
  schema: templateVersionBody,
  title: { id: 'templateVersion.title', defaultMessage: 'Template version' },
  deleteConfirm: { id: 'templateVersion.deleteConfirm', defaultMessage: 'Delete this version?' },
  fields: [
    {
      name: 'activity',
      label: { id: 'templateVersion.activity', defaultMessage: 'Active' },
      form: { kind: 'switch' },
    },
    {
      name: 'translations',
      label: { id: 'templateVersion.translations', defaultMessage: 'Title and content' },
      form: { kind: 'translations', required: true, texts: TEXTS },
    },
  ],
  createValues: { activity: true },
  toFormValues: versionFormValues,
  toBody: (values: FormValues): VersionBody => ({
    activity: Boolean(values.activity),
    translations: translationsFromForm(values.translations, TEXT_NAMES),
  }),
});
