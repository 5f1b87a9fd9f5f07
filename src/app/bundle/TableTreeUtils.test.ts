import { arrAdd, arrDel, conductCheck, convertDataToEntities } from './TableTreeUtils';

describe("the table selection's list helpers", () => {
  it("add and remove a key as rc-tree's do, without changing the list given", () => {
    const keys = ['a', 'b'];
    expect(arrAdd(keys, 'c')).toEqual(['a', 'b', 'c']);
    expect(arrAdd(keys, 'a')).toEqual(['a', 'b']);
    expect(arrAdd(undefined, 'a')).toEqual(['a']);
    expect(arrDel(keys, 'a')).toEqual(['b']);
    expect(arrDel(keys, 'z')).toEqual(['a', 'b']);
    expect(arrDel(undefined, 'a')).toEqual([]);
    expect(keys).toEqual(['a', 'b']);
  });

  it('fail loudly for tree-shaped rows, which no list has', () => {
    expect(() => conductCheck()).toThrow(/left out of the build/);
    expect(() => convertDataToEntities()).toThrow(/left out of the build/);
  });
});
