import { fireEvent, render, screen } from '@testing-library/react';
import * as realEditableModule from 'antd/lib/typography/Editable';
import type { ComponentType } from 'react';
import * as standIn from './LazyTypographyEditable';

const RealEditable = realEditableModule.default as unknown as ComponentType<Record<string, unknown>>;
const LazyEditable = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** The props antd Typography gives its editor while a text is edited (antd/es/typography/Base/index.js). */
const editing = (Editable: ComponentType<Record<string, unknown>>, onSave: (value: string) => void) => (
  <Editable
    value="Acme Ltd"
    onSave={onSave}
    onCancel={() => undefined}
    prefixCls="ant-typography"
    component="div"
    autoSize
  />
);

describe("the stand-in for antd Typography's in-place editor", () => {
  it('exports what antd/es/typography/Editable exports', () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realEditableModule)));
  });

  it("draws antd's editor once loaded, and saves on Enter", async () => {
    const onSave = jest.fn();
    const { container: ours } = render(<div>{editing(LazyEditable, onSave)}</div>);
    const box = await screen.findByRole('textbox');
    expect(box).toHaveValue('Acme Ltd');
    const { container: real } = render(<div>{editing(RealEditable, onSave)}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
    expect(ours.querySelector('.ant-typography.ant-typography-edit-content textarea')).toBe(box);

    fireEvent.change(box, { target: { value: 'Acme Group' } });
    fireEvent.keyDown(box, { keyCode: 13 });
    fireEvent.keyUp(box, { keyCode: 13 });
    expect(onSave).toHaveBeenCalledWith('Acme Group');
  });
});
