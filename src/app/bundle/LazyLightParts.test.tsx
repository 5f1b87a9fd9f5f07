import { render, within } from '@testing-library/react';
import * as realLightSelectModule from '@ant-design/pro-field/es/components/Select/LightSelect';
import * as realLightWrapperModule from '@ant-design/pro-form/es/BaseForm/LightWrapper';
import type { ComponentType } from 'react';
import * as standIn from './LazyLightParts';

type Part = ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** As pro-form's field wrapper draws a field of a light filter (pro-form/es/components/FormItem/index.js). */
const lightField = (LightWrapper: Part) => (
  <LightWrapper light label="Status" size="middle" value="active" valuePropName="value" allowClear>
    <input aria-label="Status value" />
  </LightWrapper>
);

/** As pro-field's select draws itself in a light filter (pro-field/es/components/Select/index.js). */
const lightSelect = (LightSelect: Part) => (
  <LightSelect
    variant="outlined"
    id="status"
    allowClear
    size="middle"
    options={[
      { label: 'Active', value: 'active' },
      { label: 'Ended', value: 'ended' },
    ]}
    label="Status"
    placeholder="Please select"
    value="ended"
  />
);

describe("the stand-in for pro-components' light filter parts", () => {
  // pro-field's select passes antd props antd has deprecated, and says so.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('exports what both replaced modules export: LightWrapper and the select', () => {
    // The one stand-in takes the place of both modules.
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realLightWrapperModule)));
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realLightSelectModule)));
  });

  it("draws a light filter's field as pro-form does, once loaded", async () => {
    const { container: ours } = render(<div>{lightField(standIn.LightWrapper as Part)}</div>);
    expect(await within(ours).findByText(/Status/)).toBeInTheDocument();
    expect(within(ours).getByText(/active/)).toBeInTheDocument();
    const { container: real } = render(<div>{lightField(realLightWrapperModule.LightWrapper as unknown as Part)}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
  });

  it("draws a light filter's select as pro-field does, once loaded", async () => {
    const { container: ours } = render(<div>{lightSelect(standIn.default as Part)}</div>);
    // The label with the chosen option, and the select it folds.
    expect(await within(ours).findAllByText('Ended')).toHaveLength(2);
    expect(within(ours).getByText(/Status/)).toBeInTheDocument();
    const { container: real } = render(<div>{lightSelect(realLightSelectModule.default as unknown as Part)}</div>);
    expect(ours.innerHTML).toBe(real.innerHTML);
  });
});
