import { flattenKeys as realFlattenKeys } from 'antd/lib/table/hooks/useFilter/FilterDropdown';
import { flattenKeys } from './LazyTableFilter';

describe("the stand-in for antd Table's filter menu", () => {
  it.each([
    ['no filters', undefined],
    ['flat filters', [{ value: 'a' }, { value: 2 }]],
    [
      'nested filters',
      [{ value: 'group', children: [{ value: 'x' }, { value: 'y', children: [{ value: 'z' }] }] }, { value: 'last' }],
    ],
  ])('flattens the keys of %s as antd does', (_name, filters) => {
    expect(flattenKeys(filters)).toEqual(realFlattenKeys(filters as never));
  });
});
