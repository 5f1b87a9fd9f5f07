import realCellRender from '@ant-design/pro-table/es/utils/cellRenderToFromItem';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import cellRenderToFromItem from './TableCells';

type Config = Parameters<typeof cellRenderToFromItem>[0];
const real = realCellRender as unknown as (config: Config) => ReactNode;

const row = { id: 7, name: 'Acme', createdAt: '2026-03-05T12:30:00+00:00', count: 1234.5, state: 'signed' };

/** A cell as pro-table's columnRender asks for it in read mode (pro-table/es/utils/columnRender.js). */
const cell = (text: unknown, valueType: unknown, columnProps: Config['columnProps'] = {}): Config => ({
  text,
  valueType,
  index: 2,
  rowData: row,
  columnProps: { dataIndex: 'field', ...columnProps },
  columnEmptyText: '-',
  mode: 'read',
  type: 'table',
});

const drawn = (draw: (config: Config) => ReactNode, config: Config) =>
  render(<ConfigProvider locale={enUS}>{draw(config)}</ConfigProvider>).container.innerHTML;

const CASES: Array<[string, Config]> = [
  ['a text', cell('Acme', 'text')],
  ['an empty text', cell('', 'text')],
  ['a missing value', cell(undefined, undefined)],
  ['a date', cell(row.createdAt, 'date')],
  ['a date and time', cell(row.createdAt, 'dateTime')],
  ['an empty date', cell(null, 'date')],
  ['a number', cell(row.count, 'digit')],
  [
    'a value of a list of words',
    cell('signed', 'text', { valueEnum: { signed: { text: 'Signed' }, open: { text: 'Open' } } }),
  ],
  ['a value type chosen per row', cell(row.createdAt, () => 'date')],
  ['an index', cell(null, 'index')],
];

describe("the stand-in for ProTable's cell renderer", () => {
  it.each(CASES)('draws %s as pro-table draws it in read mode', (_name, config) => {
    const ours = drawn(cellRenderToFromItem, config);
    expect(ours).toBe(drawn(real, config));
  });

  it('fails loudly for a cell edited in place, which no list offers', () => {
    expect(() => cellRenderToFromItem({ ...cell('Acme', 'date'), mode: 'edit' })).toThrow(/left out of the build/);
  });
});
