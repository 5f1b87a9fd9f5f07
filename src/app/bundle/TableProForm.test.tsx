import * as realProForm from '@ant-design/pro-form';
import { render } from '@testing-library/react';
import ProForm, { GridContext } from './TableProForm';

describe("the stand-in for pro-form in ProTable's table module", () => {
  it('gives the table the grid context of pro-form itself, so fields inside it read what the table provides', () => {
    expect(GridContext).toBe(realProForm.GridContext);
  });

  it('fails loudly when a table would wrap rows edited in place in a form', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ProForm />)).toThrow(/left out of the build/);
  });
});
