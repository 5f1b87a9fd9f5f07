import { familyScreenOf } from './familyScreen';

describe('familyScreenOf', () => {
  it('tells the list, the create screen and an item apart, under a language prefix too', () => {
    expect(familyScreenOf('/contract/list', undefined)).toEqual({ kind: 'list' });
    expect(familyScreenOf('/de/contract/list/create', undefined)).toEqual({ kind: 'create' });
    expect(familyScreenOf('/contract/list/42', '42')).toEqual({ kind: 'item', id: '42' });
    // A list whose base ends in "create" would be a different family; only the last segment counts.
    expect(familyScreenOf('/contract/list/', undefined)).toEqual({ kind: 'list' });
  });
});
