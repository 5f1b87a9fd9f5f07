import { userBody } from '../../../contract';
import { formFieldsOf } from '../../shared/resource/defineResource';
import userResource from './user.resource';

describe('user body', () => {
  const toUserBody = userResource.toBody!;

  it('sends blank texts as null and leaves an empty company to the platform', () => {
    const body = toUserBody({ userName: ' pat ', givenName: '', email: ' ', roles: ['ROLE_USER'], activity: false });
    expect(body).toEqual({
      userName: 'pat',
      givenName: null,
      familyName: null,
      email: null,
      roles: ['ROLE_USER'],
      locale: null,
      activity: false,
    });
    expect('company' in body).toBe(false);
  });

  it('sends the chosen company IRI, on create and on edit', () => {
    expect(toUserBody({ userName: 'pat', company: '/api/companies/c-1' }).company).toBe('/api/companies/c-1');
    expect(toUserBody({ userName: 'pat', company: '/api/companies/c-1' }, 'edit').company).toBe('/api/companies/c-1');
  });

  it('sends a company cleared on edit as null, so the user leaves it', () => {
    for (const company of [undefined, null, '']) {
      const body = toUserBody({ userName: 'pat', company }, 'edit');
      expect(body).toHaveProperty('company', null);
    }
  });

  it("still leaves an empty company out on create (a company admin's new user joins its company)", () => {
    for (const company of [undefined, null, '']) {
      expect('company' in toUserBody({ userName: 'pat', company }, 'create')).toBe(false);
    }
  });
});

describe('user form limits', () => {
  it('come from the platform’s body schema, declared once in contract/', () => {
    const byName = Object.fromEntries(formFieldsOf(userResource).map((field) => [field.name, field]));
    expect(byName.userName).toMatchObject({ required: true, max: userBody.properties.userName.maxLength });
    expect(byName.givenName).toMatchObject({ max: 255 });
    expect(byName.familyName).toMatchObject({ max: 255 });
    expect(byName.email).toMatchObject({ max: userBody.properties.email.maxLength });
    expect(byName.givenName.required).toBeFalsy();
  });
});
