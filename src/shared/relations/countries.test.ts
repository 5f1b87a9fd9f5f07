import { countryName } from './countries';

describe('countryName', () => {
  const switzerland = { code: 'CH', name: 'Switzerland' };

  it('names a country in the interface language', () => {
    expect(countryName(switzerland, 'de')).toBe('Schweiz');
    expect(countryName(switzerland, 'de-DE')).toBe('Schweiz');
    expect(countryName({ code: 'FI', name: 'Finland' }, 'fr')).toBe('Finlande');
  });

  it("keeps the platform's ISO name in English and where the browser knows none", () => {
    expect(countryName({ code: 'US', name: 'United States of America' }, 'en')).toBe('United States of America');
    expect(countryName(switzerland, 'en-US')).toBe('Switzerland');
    expect(countryName({ code: 'XZ', name: 'Nowhere' }, 'de')).toBe('Nowhere');
    expect(countryName(switzerland, 'not a language!')).toBe('Switzerland');
  });
});
