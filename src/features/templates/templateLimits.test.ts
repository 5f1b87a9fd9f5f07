import { templateVersionTranslations, templateTranslations } from '../../../contract';
import { formFieldsOf } from '../../shared/resource/defineResource';
import templateResource from './contractTemplate.resource';
import versionResource from './contractTemplateVersion.resource';

const textsOf = (fields: ReturnType<typeof formFieldsOf>) =>
  Object.fromEntries(
    fields.flatMap((field) => field.texts ?? []).map((text) => [text.name, { required: text.required, max: text.max }]),
  );

describe('template form limits', () => {
  it('a template title is required per locale and as long as the platform’s schema allows', () => {
    expect(textsOf(formFieldsOf(templateResource))).toEqual({
      title: { required: true, max: templateTranslations.items.properties.title.maxLength },
    });
  });

  it('a version’s title is required, its content optional, both bounded by the schema', () => {
    const texts = templateVersionTranslations.items.properties;
    expect(textsOf(formFieldsOf(versionResource))).toEqual({
      title: { required: true, max: texts.title.maxLength },
      content: { required: false, max: texts.content.maxLength },
    });
  });
});
