import { companyChainBody, providerBody, type Address } from '../../../contract';
import { formFieldsOf } from '../../shared/resource/defineResource';
import { addressFormValues } from './addressFields';
import companyResource from './company.resource';

const toCompanyBody = companyResource.toBody!;
const address = { 'address.street': ' Main 1 ', 'address.postalCode': '8000', 'address.city': 'Zürich' };

describe('company chain body', () => {
  it('nests the address and links an existing provider; a hidden tenant field is not sent', () => {
    expect(toCompanyBody({ name: ' Initech ', groupCompany: true, provider: '/api/providers/3', ...address })).toEqual({
      name: 'Initech',
      groupCompany: true,
      resellerCompany: false,
      address: { street: 'Main 1', postalCode: '8000', city: 'Zürich', country: null },
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

describe('address country', () => {
  it('offers a country select, read from the countries list', () => {
    const field = companyResource.fields.find((candidate) => candidate.name === 'address.country');
    expect(field?.form?.kind).toBe('select');
    expect(typeof field?.form?.options).toBe('function');
  });

  it('sends the chosen country IRI with the address, and null once it is cleared', () => {
    const chosen = toCompanyBody({ name: 'Initech', ...address, 'address.country': '/api/countries/44' });
    expect(chosen.address).toEqual({
      street: 'Main 1',
      postalCode: '8000',
      city: 'Zürich',
      country: '/api/countries/44',
    });
    expect(toCompanyBody({ name: 'Initech', ...address, 'address.country': undefined }).address?.country).toBeNull();
  });

  it("reads the address's country back into the form", () => {
    const values = addressFormValues({
      '@id': '/api/addresses/1',
      '@type': 'Address',
      id: 1,
      street: 'Main 1',
      postalCode: '8000',
      city: 'Zürich',
      country: '/api/countries/44',
      tenant: '/api/tenants/1',
    } satisfies Address);
    expect(values['address.country']).toBe('/api/countries/44');
    expect(addressFormValues(undefined)['address.country']).toBeUndefined();
  });
});

describe('company form limits', () => {
  it('come from the platform’s chain schema; the address texts are required for a new address', () => {
    const byName = Object.fromEntries(formFieldsOf(companyResource).map((field) => [field.name, field]));
    const address = companyChainBody.properties.address.properties;
    expect(byName.name).toMatchObject({ required: true, max: companyChainBody.properties.name.maxLength });
    expect(byName['address.street']).toMatchObject({ required: true, max: address.street.maxLength });
    expect(byName['address.postalCode']).toMatchObject({ required: true, max: address.postalCode.maxLength });
    expect(byName['address.city']).toMatchObject({ required: true, max: address.city.maxLength });
    expect(byName.newProvider).toMatchObject({ max: providerBody.properties.name.maxLength });
  });
});
