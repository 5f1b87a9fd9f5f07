import type { ContractDocument } from '../../../contract';
import { variantFor } from './documents';

const document: ContractDocument = {
  '@id': '/api/contract_template_version_mediate_files/1',
  '@type': 'ContractTemplateVersionMediateFile',
  file: '/api/files/3',
  name: 'Annex.pdf',
  mimeType: 'application/pdf',
  size: 10,
  translations: [],
  fileTranslations: [
    { '@id': '/api/file_translations/7', locale: 'de', name: 'Anhang.pdf' },
    { '@id': '/api/file_translations/8', locale: 'en', name: 'Annex.pdf' },
  ],
};

describe('the document a reader downloads', () => {
  it('is the content in the interface language, a regional variant included', () => {
    expect(variantFor(document, 'de')?.name).toBe('Anhang.pdf');
    expect(variantFor(document, 'de-CH')?.['@id']).toBe('/api/file_translations/7');
  });

  it('is the original file when nothing was uploaded in that language', () => {
    expect(variantFor(document, 'fr')).toBeUndefined();
    expect(variantFor({ ...document, fileTranslations: [] }, 'de')).toBeUndefined();
  });
});
