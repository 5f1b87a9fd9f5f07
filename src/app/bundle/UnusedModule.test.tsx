/**
 * The stand-in for modules no screen draws (scripts/build/trims.ts: pro-form's steps, drawer, modal
 * and light-filter layouts; antd's Tree and Radio inside a table; the virtual table). A screen that
 * started to draw one would fail loudly in the browser: its error boundary replaces the screen, so
 * the browser test of that screen fails where it looks for the screen's content. For the lists
 * (single-choice row selection, a column filter, `virtual`, a light search form): e2e/tables.spec.ts
 * ("column settings and density survive a reload…", "selected rows are deleted…", "the filtered
 * companies export…"), e2e/companies.spec.ts ("the supervisor lists, creates…") and
 * e2e/fidelity-screens.spec.ts ("lists at 800 px keep every row action in reach"); for a form
 * drawn as steps, a drawer or a modal schema form: the browser test of that form's screen.
 */
import { render } from '@testing-library/react';
import Table from 'antd/lib/table';
import * as standIn from './UnusedModule';

// As the build does for antd's table (the trims' `from`): its Radio, Tree and virtual table are the stand-in.
jest.mock('antd/lib/radio', () => jest.requireActual('./UnusedModule'));
jest.mock('antd/lib/tree', () => jest.requireActual('./UnusedModule'));
jest.mock('antd/lib/table/RcTable/VirtualTable', () => jest.requireActual('./UnusedModule'));

const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');
const statics = (value: unknown) =>
  Object.keys(value as object).filter((name) => !['$$typeof', 'render', 'displayName'].includes(name));

/** Each module the stand-in replaces, and what it leaves out knowingly (no consumer imports it). */
const REPLACED: [string, string[]][] = [
  // StepsForm's own contexts, which only its steps (in the same folder) read.
  ['@ant-design/pro-form/lib/layouts/StepsForm', ['StepFormProvide', 'StepsFormProvide']],
  ['@ant-design/pro-form/lib/layouts/DrawerForm', []],
  ['@ant-design/pro-form/lib/layouts/ModalForm', []],
  ['@ant-design/pro-form/lib/layouts/LightFilter', []],
  ['@ant-design/pro-form/lib/components/SchemaForm/layoutType/StepsForm', []],
  ['antd/lib/tree', []],
  // The table draws the Radio itself (antd/es/table/hooks/useSelection.js, FilterDropdown.js), never its group or button.
  ['antd/lib/radio', ['Button', 'Group', '__ANT_RADIO']],
  ['antd/lib/table/RcTable/VirtualTable', []],
  ['rc-table/lib/VirtualTable', []],
];

describe('the stand-in for modules no screen draws', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each(REPLACED)('exports what %s exports', (path, leftOut) => {
    const real = jest.requireActual<Record<string, unknown>>(path);
    expect(names(standIn)).toEqual(expect.arrayContaining(names(real).filter((name) => !leftOut.includes(name))));
    // And the parts a default export carries (Tree.TreeNode, Tree.DirectoryTree).
    if (real.default)
      expect(statics(standIn.default)).toEqual(
        expect.arrayContaining(statics(real.default).filter((name) => !leftOut.includes(name))),
      );
  });

  it.each([
    ['StepsForm', standIn.StepsForm, /^StepsForm is left out of the build/],
    ['StepsForm.StepForm', standIn.StepsForm.StepForm, /^StepsForm is left out of the build/],
    ['DrawerForm', standIn.DrawerForm, /^DrawerForm is left out of the build/],
    ['ModalForm', standIn.ModalForm, /^ModalForm is left out of the build/],
    ['LightFilter', standIn.LightFilter, /^LightFilter is left out of the build/],
    ['the virtual table', standIn.genVirtualTable(), /^The virtual table is left out of the build/],
    ['the default (Tree, Radio)', standIn.default, /Tree or Radio inside a table.* is left out of the build/],
    ['Tree.TreeNode', standIn.default.TreeNode, /Tree or Radio inside a table/],
  ])('fails loudly, naming it, when %s is drawn', (_name, Part, message) => {
    expect(() => render(<Part />)).toThrow(message);
    expect(() => render(<Part />)).toThrow(/scripts\/build\/trims\.ts/);
  });

  it("makes antd's table fail loudly when a list asks for single-choice rows or a virtual table", () => {
    const list = {
      rowKey: 'id',
      columns: [{ title: 'Name', dataIndex: 'name' }],
      dataSource: [{ id: 1, name: 'Acme' }],
    };
    render(<Table {...list} rowSelection={{ type: 'checkbox' }} />);
    expect(() => render(<Table {...list} rowSelection={{ type: 'radio' }} />)).toThrow(/Tree or Radio inside a table/);
    expect(() => render(<Table {...list} virtual scroll={{ x: 500, y: 300 }} />)).toThrow(/virtual table/);
  });
});
