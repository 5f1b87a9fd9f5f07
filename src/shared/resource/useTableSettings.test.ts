import { shownColumns } from './useTableSettings';

describe('shownColumns', () => {
  it('leaves hidden columns out and follows the order the user gave', () => {
    const keys = ['name', 'type', 'city', 'country'];
    expect(shownColumns(keys, undefined)).toEqual(keys);
    expect(shownColumns(keys, { city: { show: false } })).toEqual(['name', 'type', 'country']);
    expect(
      shownColumns(keys, { name: { order: 3 }, type: { order: 0 }, city: { order: 1 }, country: { order: 2 } }),
    ).toEqual(['type', 'city', 'country', 'name']);
  });
});
