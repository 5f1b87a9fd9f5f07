import { render, screen } from '@testing-library/react';
import * as realSearchSelect from '@ant-design/pro-field/es/components/Select/SearchSelect';
import * as realLightSelect from '@ant-design/pro-field/es/components/Select/LightSelect';
import type { ComponentType } from 'react';
import * as standIn from './LazyFieldSelect';
import LazyLightSelect from './LazyFieldLightSelect';

type Any = ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');
const OPTIONS = [
  { label: 'Draft', value: 'draft' },
  { label: 'Signed', value: 'signed' },
];

describe("the stand-ins for pro-field's select inputs", () => {
  it("export what pro-field's modules export, and the loader gives the real search select", async () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realSearchSelect)));
    expect((await standIn.loadFieldSelect()).default).toBe(realSearchSelect.default);
  });

  it('draw the real search select, once loaded, as pro-field draws it', async () => {
    const Lazy = standIn.default as Any;
    const Real = realSearchSelect.default as unknown as Any;
    const { container: ours } = render(<div>{<Lazy options={OPTIONS} value="signed" placeholder="State" />}</div>);
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    const { container: real } = render(<div>{<Real options={OPTIONS} value="signed" placeholder="State" />}</div>);
    // rc-select numbers its list boxes per instance.
    const unnumbered = (html: string) => html.replace(/rc_select_\d+/g, 'rc_select');
    expect(unnumbered(ours.innerHTML)).toBe(unnumbered(real.innerHTML));
  });

  it('draw the real light select, once loaded', async () => {
    const Lazy = LazyLightSelect as Any;
    const Real = realLightSelect.default as unknown as Any;
    const { container: ours } = render(<div>{<Lazy options={OPTIONS} value="draft" label="State" />}</div>);
    expect((await screen.findAllByText('Draft')).length).toBeGreaterThan(0);
    const { container: real } = render(<div>{<Real options={OPTIONS} value="draft" label="State" />}</div>);
    const unnumbered = (html: string) => html.replace(/rc_select_\d+/g, 'rc_select');
    expect(unnumbered(ours.innerHTML)).toBe(unnumbered(real.innerHTML));
  });
});
