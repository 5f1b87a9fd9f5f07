/**
 * The stand-in for modules no screen draws (scripts/build/trims.ts: pro-form's steps, drawer, modal
 * and light-filter layouts). A screen that started to draw one would fail loudly in the browser:
 * its error boundary replaces the screen, so the browser test of that screen fails where it looks
 * for the screen's content. For the lists (a light search form): e2e/tables.spec.ts and
 * e2e/companies.spec.ts ("the supervisor lists, creates…"); for a form drawn as steps, a drawer or a
 * modal schema form: the browser test of that form's screen.
 */
import { render } from '@testing-library/react';
import * as standIn from './UnusedModule';

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
];

describe('the stand-in for modules no screen draws', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each(REPLACED)('exports what %s exports', (path, leftOut) => {
    const real = jest.requireActual<Record<string, unknown>>(path);
    expect(names(standIn)).toEqual(expect.arrayContaining(names(real).filter((name) => !leftOut.includes(name))));
    // And the parts a default export carries (StepsForm.StepForm).
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
    [
      "the default (the schema form's steps)",
      standIn.default,
      /^A schema form's steps layout is left out of the build/,
    ],
  ])('fails loudly, naming it, when %s is drawn', (_name, Part, message) => {
    expect(() => render(<Part />)).toThrow(message);
    expect(() => render(<Part />)).toThrow(/scripts\/build\/trims\.ts/);
  });
});
