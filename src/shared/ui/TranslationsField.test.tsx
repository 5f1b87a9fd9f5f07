import { fireEvent, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { Route, Routes } from 'react-router';
import { RESOURCES, type CatalogueInput, type ContractCategory } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { defineResource, type FormValues } from '../resource/defineResource';
import { translationsFromForm, translationsToForm } from '../resource/translations';
import { ResourceForm } from './ResourceForm';

const WAIT = { timeout: 30000 };

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

const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.textContent,
  );

// Role queries walk the whole accessibility tree of the form and are slow in jsdom: plain selectors here.
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text)!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const comboboxIn = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[role="combobox"]')!;

/** Opens the add-language modal and types into its select; the caller picks an option. */
async function searchLanguage(typed: string) {
  fireEvent.click(buttonIn(document, 'Add language'));
  await waitFor(() => expect(dialog()).not.toBeNull(), WAIT);
  const select = comboboxIn(dialog()!);
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: typed } });
  return dialog()!;
}

async function addLanguage(typed: string, option: string) {
  const opened = await searchLanguage(typed);
  await waitFor(() => expect(shownOptions()).toContain(option), WAIT);
  fireEvent.click(
    [...document.querySelectorAll('.ant-select-item-option')].find((element) => element.textContent === option)!,
  );
  fireEvent.click(buttonIn(opened, 'Add'));
  await waitFor(() => expect(dialog()).toBeNull(), WAIT);
}

function renderCreate() {
  return renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <ResourceForm resource={resource} route="contract/category" mode="create" />
      </App>
    </ConfigProvider>,
  );
}

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

it('edits texts of added locales, sends only used locales and shows a violation at its locale input', async () => {
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
  renderCreate();
  await waitFor(() => expect(input('translations_en_title')).not.toBeNull(), WAIT);
  await addLanguage('deu', 'Deutsch (de)');
  await addLanguage('fran', 'Français (fr)');

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
  renderCreate();
  await addLanguage('fr', 'Français (fr)');
  await waitFor(() => expect(input('translations_fr_description')).not.toBeNull(), WAIT);
  fireEvent.change(input('translations_en_title'), { target: { value: 'Rent' } });
  fireEvent.change(input('translations_fr_description'), { target: { value: 'Mensuel' } });
  submit();
  await waitFor(() => expect(document.body).toHaveTextContent('Title (FR) is required'), WAIT);
  expect(platform.requests).toHaveLength(0);
});

it('starts a new item with English only; the modal searches every other platform locale, accents ignored', async () => {
  installFakePlatform({});
  renderCreate();
  await waitFor(() => expect(input('translations_en_title')).not.toBeNull(), WAIT);
  expect(input('translations_de_title')).toBeNull();
  expect(input('translations_fr_title')).toBeNull();
  // English has no remove button: it is the fallback of every other locale.
  expect(document.querySelector('button[aria-label^="Remove English"]')).toBeNull();

  // English is shown: not offered. 'francais' finds 'Français' (spec section 5: accents ignored).
  const first = await searchLanguage('engl');
  await waitFor(() => expect(document.querySelector('.ant-select-item-empty')).not.toBeNull(), WAIT);
  expect(shownOptions()).toEqual([]);
  fireEvent.change(comboboxIn(first), { target: { value: 'francais' } });
  await waitFor(() => expect(shownOptions()).toEqual(['Français (fr)']), WAIT);
  fireEvent.click(document.querySelector('.ant-select-item-option')!);
  fireEvent.click(buttonIn(first, 'Add'));
  await waitFor(() => expect(input('translations_fr_title')).not.toBeNull(), WAIT);

  // Once shown, French is not offered again.
  const again = await searchLanguage('francais');
  await waitFor(() => expect(document.querySelector('.ant-select-item-empty')).not.toBeNull(), WAIT);
  fireEvent.click(buttonIn(again, 'Cancel'));
  await waitFor(() => expect(dialog()).toBeNull(), WAIT);
});

it('shows the locales an item has, and a removed locale is left out of the saved list', async () => {
  const item: ContractCategory = {
    '@id': '/api/contract_categories/7',
    '@type': 'ContractCategory',
    id: 7,
    uuid: 'c7',
    externalId: null,
    tenant: '/api/tenants/1',
    translations: [
      { locale: 'en', title: 'Rent', description: null },
      { locale: 'it', title: 'Affitto', description: 'Mensile' },
    ],
  } as unknown as ContractCategory;
  const platform = installFakePlatform({
    'GET /api/contract_categories/7': () => ({ status: 200, body: item }),
    'PATCH /api/contract_categories/7': ({ body }) => ({ status: 200, body: { ...item, ...(body as object) } }),
  });
  renderWithProviders(
    <ConfigProvider locale={enUS}>
      <App>
        <Routes>
          <Route
            path="/contract/category/:id"
            element={
              <ResourceForm
                resource={{
                  ...resource,
                  toFormValues: (category) => ({ translations: translationsToForm(category.translations) }),
                }}
                route="contract/category"
                mode="edit"
              />
            }
          />
        </Routes>
      </App>
    </ConfigProvider>,
    { route: '/contract/category/7' },
  );
  await waitFor(() => expect(input('translations_it_title')).toHaveValue('Affitto'), WAIT);
  expect(input('translations_de_title')).toBeNull();
  expect(document.querySelector('[role="group"][aria-label="Italiano (it)"]')).not.toBeNull();

  fireEvent.click(document.querySelector('button[aria-label="Remove Italiano (it)"]')!);
  await waitFor(() => expect(input('translations_it_title')).toBeNull(), WAIT);
  submit();
  await waitFor(() => expect(platform.callsTo('PATCH', '/api/contract_categories/7')).toHaveLength(1), WAIT);
  expect(platform.callsTo('PATCH', '/api/contract_categories/7')[0].body).toEqual({
    translations: [{ locale: 'en', title: 'Rent', description: null }],
  });
});
