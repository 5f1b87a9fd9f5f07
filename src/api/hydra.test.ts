import { errorOf, idFromIri, parseCollection, serialiseFilters, violationsOf } from './hydra';

describe('hydra helpers', () => {
  it('reads ids from IRIs', () => {
    expect(idFromIri('/api/tenants/1')).toBe('1');
    expect(idFromIri('/api/companies/3f2c-aa')).toBe('3f2c-aa');
    expect(idFromIri('/api/companies/3f2c/')).toBe('3f2c');
    expect(idFromIri(5)).toBe('5');
  });

  it('parses collections, empty ones included', () => {
    expect(
      parseCollection({
        '@context': '',
        '@id': '',
        '@type': 'hydra:Collection',
        'hydra:member': [1, 2],
        'hydra:totalItems': 9,
      }),
    ).toEqual({
      items: [1, 2],
      total: 9,
    });
    expect(parseCollection(undefined)).toEqual({ items: [], total: 0 });
  });

  it('serialises not_null, booleans and order', () => {
    expect(
      serialiseFilters(
        { 'not_null[company]': false, pagination: false, 'tenant.id': 1 },
        { createdAt: 'desc' },
      ).toString(),
    ).toBe('not_null%5Bcompany%5D=false&pagination=false&tenant.id=1&order%5BcreatedAt%5D=desc');
    expect(serialiseFilters({ start: 'garbage' }).toString()).toBe('');
  });

  it('normalises errors with the spec defaults', () => {
    expect(errorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 500,
      title: 'TypeError: Failed to fetch',
      description: 'TypeError: Failed to fetch',
    });
    expect(errorOf(undefined)).toEqual({
      status: 500,
      title: 'Message from system',
      description: 'System error please try again',
    });
    expect(errorOf({ statusCode: 404, message: 'This page could not be found' })).toMatchObject({
      status: 404,
      title: 'This page could not be found',
    });
    expect(errorOf({ response: { status: 403 } }).status).toBe(403);
    expect(errorOf({ status: 401, data: { code: 401, message: 'Expired JWT Token' } })).toEqual({
      status: 401,
      title: 'Expired JWT Token',
      description: 'Expired JWT Token',
    });
    expect(violationsOf({ status: 404, data: {} })).toEqual({});
  });
});
