import { fireEvent, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { RESOURCES, type CatalogueInput, type ContractCategory } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { defineResource, type FormValues } from '../resource/defineResource';
import { translationsFromForm, translationsToForm } from '../resource/translations';
import { ResourceForm } from './ResourceForm';

const WAIT = { timeout: 30000 };
jest.setTimeout(90000);

const TEXTS = ['title', 'description'];
const resource = defineResource<ContractCategory, CatalogueInput>({
  api: resourceApi(RESOURCES.contractCategories),
  title: { id: 'test.title', defaultMessage: 'Things' },
  deleteConfirm: { id: 'test.delete', defaultMessage: 'Delete?' },
  fields: [
    {
      name: 'translations',
      label: { id: 'test.translations', defaultMessage: 'Texts' },
      form: {
        kind: 'translations',
        required: true,
        texts: [
          { name: 'title', label: { id: 'test.textTitle', defaultMessage: 'Title' }, required: true },
          {
            name: 'description',
            label: { id: 'test.textDescription', defaultMessage: 'Description' },
            multiline: true,
          },
        ],
      },
    },
  ],
  toBody: (values: FormValues) => ({ translations: translationsFromForm(values.translations, TEXTS) }),
});

const input = (id: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
const submit = () =>
  fireEvent.click([...document.querySelectorAll('button')].find((button) => /Submit/.test(button.textContent ?? ''))!);

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

it('converts between the item list and per-locale inputs, keeping locales the form does not offer', () => {
  const form = translationsToForm([
    { locale: 'en', title: 'Rent', description: null },
    { locale: 'it', title: 'Affitto', description: 'Mensile' },
  ]);
  expect(form).toEqual({
    en: { title: 'Rent', description: undefined },
    it: { title: 'Affitto', description: 'Mensile' },
  });
  expect(translationsFromForm({ ...form, de: { title: '  ', description: '' } }, TEXTS)).toEqual([
    { locale: 'en', title: 'Rent', description: null },
    { locale: 'it', title: 'Affitto', description: 'Mensile' },
  ]);
});

it('edits en/de/fr texts, sends only used locales and shows a violation at its locale input', async () => {
  const platform = installFakePlatform({
    'POST /api/contract_categories': () => ({
      status: 422,
      body: {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description': 'translations[1].title: This value should not be blank.',
        violations: [{ propertyPath: 'translations[1].title', message: 'This value should not be blank.' }],
      },
    }),
  });
  renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <ResourceForm resource={resource} route="contract/category" mode="create" />
      </App>
    </ConfigProvider>,
  );
  await waitFor(() => expect(input('translations_fr_title')).not.toBeNull(), WAIT);

  // Nothing typed: the English title is required and nothing is sent.
  submit();
  await waitFor(() => expect(document.body).toHaveTextContent('Title (EN) is required'), WAIT);
  expect(platform.callsTo('POST', '/api/contract_categories')).toHaveLength(0);

  fireEvent.change(input('translations_en_title'), { target: { value: 'Rent' } });
  fireEvent.change(input('translations_de_title'), { target: { value: 'Miete' } });
  submit();
  await waitFor(() => expect(platform.callsTo('POST', '/api/contract_categories')).toHaveLength(1), WAIT);
  expect(platform.callsTo('POST', '/api/contract_categories')[0].body).toEqual({
    translations: [
      { locale: 'en', title: 'Rent', description: null },
      { locale: 'de', title: 'Miete', description: null },
    ],
  });
  await waitFor(() => {
    const item = input('translations_de_title').closest('.ant-form-item');
    expect(item?.querySelector('.ant-form-item-explain-error')).toHaveTextContent('This value should not be blank.');
  }, WAIT);
  expect(input('translations_de_title')).toHaveValue('Miete');
});

it('asks for a title where only a description was given', async () => {
  const platform = installFakePlatform({});
  renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <ResourceForm resource={resource} route="contract/category" mode="create" />
      </App>
    </ConfigProvider>,
  );
  await waitFor(() => expect(input('translations_fr_description')).not.toBeNull(), WAIT);
  fireEvent.change(input('translations_en_title'), { target: { value: 'Rent' } });
  fireEvent.change(input('translations_fr_description'), { target: { value: 'Mensuel' } });
  submit();
  await waitFor(() => expect(document.body).toHaveTextContent('Title (FR) is required'), WAIT);
  expect(platform.requests).toHaveLength(0);
});
