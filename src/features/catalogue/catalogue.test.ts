import type { ContractTerm } from '../../../contract';
import { CONTENT_TEXT, TITLE_TEXT } from '../../shared/resource/translations';
import { catalogueParts } from './catalogue';

const TEXTS = [TITLE_TEXT, CONTENT_TEXT];

describe('catalogueParts', () => {
  const parts = catalogueParts<ContractTerm>(TEXTS, { id: 'x.translations', defaultMessage: 'Title and content' });

  it('lists the texts by title, then the external id, and edits the texts under the given label', () => {
    expect(parts.fields.map((field) => [field.name, field.label.id])).toEqual([
      ['translations', 'translations.title'],
      ['externalId', 'catalogue.externalId'],
      ['translations', 'x.translations'],
    ]);
  });

  it('sends every text it was given, and a blank external id as none', () => {
    const body = parts.toBody({ externalId: '  ', translations: { en: { title: 'Terms', content: 'All of them' } } });
    expect(body).toEqual({
      externalId: null,
      translations: [{ locale: 'en', title: 'Terms', content: 'All of them' }],
    });
  });

  it('reads an item back into the form', () => {
    const term: ContractTerm = {
      '@id': '/api/contract_terms/1',
      '@type': 'ContractTerm',
      id: 1,
      externalId: 'T-1',
      tenant: null,
      translations: [{ locale: 'de', title: 'AGB', content: null }],
    };
    expect(parts.toFormValues(term)).toEqual({
      externalId: 'T-1',
      translations: { de: { title: 'AGB', content: undefined } },
    });
  });
});
