import { listParamsFromSearch, searchFromListParams } from './listSearchParams';

describe('list state in the address', () => {
  const keys = ['translations.title', 'translations.locale'];
  const defaults = { 'translations.locale': 'en' };

  it('reads known filters only, and a default where the address names none', () => {
    const params = listParamsFromSearch(new URLSearchParams('translations.title=Strom&other=x'), keys, defaults);
    expect(params.filters).toEqual({ 'translations.title': 'Strom', 'translations.locale': 'en' });
    expect(listParamsFromSearch(new URLSearchParams('translations.locale=de'), keys, defaults).filters).toEqual({
      'translations.locale': 'de',
    });
  });

  it('leaves defaults out of the address, so the plain list keeps a plain address', () => {
    const base = { page: 1, itemsPerPage: 10, order: {} };
    expect(searchFromListParams({ ...base, filters: { 'translations.locale': 'en' } }, defaults).toString()).toBe('');
    expect(
      searchFromListParams({ ...base, page: 2, filters: { 'translations.locale': 'de' } }, defaults).toString(),
    ).toBe('page=2&translations.locale=de');
  });
});
