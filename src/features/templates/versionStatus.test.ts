import { versionStatus } from './versionStatus';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const PUBLISHED = '2024-12-01T00:00:00Z';
const version = (id: number, activity: boolean, plannedRevision: string, publishedAt: string | null = PUBLISHED) => ({
  id,
  activity,
  plannedRevision,
  publishedAt,
});

describe('where a template version stands', () => {
  it('is current only when the platform names it, whatever its dates', () => {
    expect(versionStatus(version(1, true, '2025-01-01T00:00:00Z'), 1, NOW)).toBe('current');
    expect(versionStatus(version(2, true, '2025-03-01T00:00:00Z'), 1, NOW)).toBe('superseded');
  });

  it('is withdrawn when inactive, even when planned for later', () => {
    expect(versionStatus(version(3, false, '2025-01-01T00:00:00Z'), 1, NOW)).toBe('withdrawn');
    expect(versionStatus(version(3, false, '2027-01-01T00:00:00Z'), 1, NOW)).toBe('withdrawn');
  });

  it('is scheduled when active and its planned revision is still ahead', () => {
    expect(versionStatus(version(4, true, '2027-01-01T00:00:00Z'), 1, NOW)).toBe('scheduled');
    expect(versionStatus(version(4, true, '2027-01-01T00:00:00Z'), undefined, NOW)).toBe('scheduled');
  });

  it('is a draft until published, whatever else holds', () => {
    expect(versionStatus(version(5, true, '2025-01-01T00:00:00Z', null), undefined, NOW)).toBe('draft');
    expect(versionStatus(version(5, false, '2027-01-01T00:00:00Z', null), 1, NOW)).toBe('draft');
    // Even if a stale answer still named it current, a draft is never shown as current.
    expect(versionStatus(version(5, true, '2025-01-01T00:00:00Z', null), 5, NOW)).toBe('draft');
  });
});
