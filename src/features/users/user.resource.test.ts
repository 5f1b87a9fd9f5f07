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

  it('sends the chosen company IRI', () => {
    expect(toUserBody({ userName: 'pat', company: '/api/companies/c-1' }).company).toBe('/api/companies/c-1');
  });
});
