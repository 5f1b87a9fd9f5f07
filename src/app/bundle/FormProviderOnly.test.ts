import * as rcFieldForm from 'rc-field-form';
import * as standIn from './FormProviderOnly';

describe("the stand-in for rc-field-form in antd's form context", () => {
  it('is the form provider of rc-field-form itself, the one name antd/es/form/context.js imports', () => {
    expect(Object.keys(standIn).filter((name) => name !== '__esModule')).toEqual(['FormProvider']);
    expect(standIn.FormProvider).toBe(rcFieldForm.FormProvider);
  });
});
