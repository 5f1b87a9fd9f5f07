import { render, screen } from '@testing-library/react';
import * as realDateModule from '@ant-design/pro-field/es/components/DatePicker';
import type { ComponentType } from 'react';
import * as standIn from './LazyFieldDatePicker';

const RealDatePicker = realDateModule.default as unknown as ComponentType<Record<string, unknown>>;
const LazyDatePicker = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** As ProField draws a `date` field (pro-field/es/index.js): the contract lists' start and end searches. */
const dateField = (DatePicker: ComponentType<Record<string, unknown>>, mode: 'edit' | 'read', value?: string) => (
  <DatePicker
    text={value}
    format="YYYY-MM-DD"
    mode={mode}
    fieldProps={{ placeholder: 'Starts from', value, style: { width: '100%' } }}
  />
);

describe("the stand-in for pro-field's date field", () => {
  it("exports what pro-field's DatePicker module exports", () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realDateModule)));
  });

  it("draws antd's date picker as pro-field does, once loaded", async () => {
    const { container: ours } = render(<div>{dateField(LazyDatePicker, 'edit', '2024-03-01')}</div>);
    const box = await screen.findByPlaceholderText('Starts from');
    expect(box).toHaveValue('2024-03-01');
    expect(ours.querySelector('.ant-picker input')).toBe(box);
    const { container: real } = render(<div>{dateField(RealDatePicker, 'edit', '2024-03-01')}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
  });

  it('writes a read-only date as pro-field does', async () => {
    render(<p data-testid="cell">{dateField(LazyDatePicker, 'read', '2024-03-01T10:00:00Z')}</p>);
    expect(await screen.findByText('2024-03-01')).toBe(screen.getByTestId('cell'));
  });
});
