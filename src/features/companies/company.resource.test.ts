import companyResource from './company.resource';

const toCompanyBody = companyResource.toBody!;
const address = { 'address.street': ' Main 1 ', 'address.postalCode': '8000', 'address.city': 'Zürich' };

describe('company chain body', () => {
  it('nests the address and links an existing provider; a hidden tenant field is not sent', () => {
    expect(toCompanyBody({ name: ' Initech ', groupCompany: true, provider: '/api/providers/3', ...address })).toEqual({
      name: 'Initech',
      groupCompany: true,
      resellerCompany: false,
      address: { street: 'Main 1', postalCode: '8000', city: 'Zürich' },
      provider: '/api/providers/3',
    });
  });

  it('asks the chain for a new provider when one is named, and sends the chosen tenant', () => {
    const body = toCompanyBody({ name: 'Initech', tenant: '/api/tenants/2', newProvider: ' Hooli ', ...address });
    expect(body.provider).toEqual({ new: { name: 'Hooli' } });
    expect(body.tenant).toBe('/api/tenants/2');
  });

  it('unlinks the provider when none is chosen', () => {
    expect(toCompanyBody({ name: 'Initech', ...address }).provider).toBeNull();
  });
});
