import { toNamePathStr as antdNamePath } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './RadioNamePath';

describe("the stand-in for antd's form hook module in the radio group", () => {
  it.each([['name'], [['user', 'name']], [['items', 0, 'id']], [0], [undefined], [false], [[]]])(
    'joins %p as antd does',
    (name) => {
      expect(toNamePathStr(name)).toBe(antdNamePath(name as never));
    },
  );
});
