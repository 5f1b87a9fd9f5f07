import { render, screen, within } from '@testing-library/react';
import * as realDigitModule from '@ant-design/pro-field/es/components/Digit';
import type { ComponentType } from 'react';
import * as standIn from './LazyFieldDigit';

const RealDigit = realDigitModule.default as unknown as ComponentType<Record<string, unknown>>;
const LazyDigit = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** As ProField draws a `digit` field (pro-field/es/index.js): a form's number input. */
const digitField = (Digit: ComponentType<Record<string, unknown>>, mode: 'edit' | 'read', value?: number) => (
  <Digit text={value} mode={mode} fieldProps={{ placeholder: 'Term in months', value, precision: 0 }} />
);

describe("the stand-in for pro-field's number field", () => {
  it("exports what pro-field's Digit module exports, and its loader gives the real one", async () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realDigitModule)));
    expect((await standIn.loadFieldDigit()).default).toBe(realDigitModule.default);
  });

  it("draws antd's number input as pro-field does, once loaded", async () => {
    const { container: ours } = render(<div>{digitField(LazyDigit, 'edit', 12)}</div>);
    const box = await screen.findByPlaceholderText('Term in months');
    expect(box).toHaveRole('spinbutton');
    expect(box).toHaveValue('12');
    const { container: real } = render(<div>{digitField(RealDigit, 'edit', 12)}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
  });

  it('writes a read-only number as pro-field does', async () => {
    const { container: ours } = render(<p>{digitField(LazyDigit, 'read', 1200)}</p>);
    const { container: real } = render(<p>{digitField(RealDigit, 'read', 1200)}</p>);
    expect(await within(ours).findByText(real.textContent!)).toBeInTheDocument();
    expect(ours.innerHTML).toBe(real.innerHTML);
  });
});
