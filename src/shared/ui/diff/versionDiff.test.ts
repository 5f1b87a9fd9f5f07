import { compareVersions, wordDiff, type VersionSnapshot } from './versionDiff';

const version = (overrides: Partial<VersionSnapshot> = {}): VersionSnapshot => ({
  flags: [
    { key: 'activity', label: 'Active', value: 'Yes' },
    { key: 'plannedRevision', label: 'Planned revision', value: '01 Nov 2026' },
  ],
  texts: [
    { locale: 'en', field: 'title', label: 'Title', value: 'Mobile plan' },
    { locale: 'en', field: 'content', label: 'Content', value: 'You pay every month.' },
    { locale: 'de', field: 'title', label: 'Title', value: 'Mobilfunk' },
  ],
  attachments: [{ key: '/api/files/1', titles: { en: 'Terms', de: 'AGB' } }],
  ...overrides,
});

describe('version comparison', () => {
  test('two equal versions change nothing', () => {
    const comparison = compareVersions(version(), version());
    expect(comparison.changed).toEqual([]);
    expect(comparison.locales.map((locale) => [locale.locale, locale.changed])).toEqual([
      ['en', false],
      ['de', false],
    ]);
    expect(comparison.locales[0]!.attachments[0]!.status).toBe('unchanged');
  });

  test('names every flag, text and attachment that changed, per locale', () => {
    const after = version({
      flags: [
        { key: 'activity', label: 'Active', value: 'No' },
        { key: 'plannedRevision', label: 'Planned revision', value: '01 Nov 2026' },
      ],
      texts: [
        { locale: 'en', field: 'title', label: 'Title', value: 'Mobile plan' },
        { locale: 'en', field: 'content', label: 'Content', value: 'You pay every year.' },
        { locale: 'de', field: 'title', label: 'Title', value: 'Mobilfunk' },
        { locale: 'fr', field: 'title', label: 'Title', value: 'Mobile' },
      ],
      attachments: [
        { key: '/api/files/1', titles: { en: 'Terms', de: 'Bedingungen' } },
        { key: '/api/files/2', titles: { en: 'Prices' } },
      ],
    });
    const comparison = compareVersions(version(), after);
    expect(comparison.changed).toEqual([
      'flag:activity',
      'text:en.content',
      'attachment:en:/api/files/2',
      'attachment:de:/api/files/1',
      'attachment:de:/api/files/2',
      'text:fr.title',
      'attachment:fr:/api/files/2',
    ]);
    const [en, de, fr] = comparison.locales;
    expect(en!.texts.find((text) => text.field === 'title')!.changed).toBe(false);
    expect(en!.attachments.map((a) => [a.key, a.status])).toEqual([
      ['/api/files/1', 'unchanged'],
      ['/api/files/2', 'added'],
    ]);
    expect(de!.attachments[0]).toEqual({
      key: '/api/files/1',
      before: 'AGB',
      after: 'Bedingungen',
      status: 'retitled',
    });
    // A locale only the new version has: its texts were empty before; titles fall back to another locale.
    expect(fr!.texts[0]).toMatchObject({ before: '', after: 'Mobile', changed: true });
    expect(fr!.attachments[0]).toMatchObject({ before: 'Terms', after: 'Terms', status: 'unchanged' });
    expect(fr!.attachments[1]).toMatchObject({ before: undefined, after: 'Prices', status: 'added' });
  });

  test('a removed attachment and a text without locale (contract content)', () => {
    const before: VersionSnapshot = {
      flags: [{ key: 'signedAt', label: 'Signed', value: '-' }],
      texts: [{ locale: '', field: 'content', label: 'Content', value: 'A B C' }],
      attachments: [{ key: '/api/files/7', titles: { '': 'Price list' } }],
    };
    const after: VersionSnapshot = {
      flags: [{ key: 'signedAt', label: 'Signed', value: '18 Nov 2026' }],
      texts: [{ locale: '', field: 'content', label: 'Content', value: 'A B C' }],
      attachments: [],
    };
    const comparison = compareVersions(before, after);
    expect(comparison.changed).toEqual(['flag:signedAt', 'attachment::/api/files/7']);
    expect(comparison.locales[0]!.attachments[0]).toMatchObject({ before: 'Price list', status: 'removed' });
    expect(comparison.flags[0]).toMatchObject({ before: '-', after: '18 Nov 2026', changed: true });
  });

  test('texts are compared word by word', () => {
    expect(wordDiff('You pay every month.', 'You pay every year.')).toEqual([
      { value: 'You pay every ', added: false, removed: false },
      { value: 'month', added: false, removed: true },
      { value: 'year', added: true, removed: false },
      { value: '.', added: false, removed: false },
    ]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('same', 'same')).toEqual([{ value: 'same', added: false, removed: false }]);
  });
});
