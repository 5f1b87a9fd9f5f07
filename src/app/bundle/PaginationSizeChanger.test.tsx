import { fireEvent, render, waitFor } from '@testing-library/react';
import { ConfigProvider, Select } from 'antd';
import type { ComponentProps, ComponentType } from 'react';
import SizeChanger, { ClosedSelect } from './PaginationSizeChanger';

/** The props antd's Pagination gives its size changer (antd/es/pagination/Pagination.js). */
const changerProps = (size: 'small' | 'middle', disabled = false) => ({
  disabled,
  showSearch: true,
  popupMatchSelectWidth: false,
  'aria-label': 'Page Size',
  options: [10, 20, 50].map((value) => ({ label: `${value} / page`, value })),
  value: 20,
  onChange: () => undefined,
  size,
  className: 'ant-pagination-options-size-changer',
});

/** The markup without what rc-select numbers per instance, and with attributes in one order. */
function normalised(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'aria-owns', 'aria-controls', 'readonly']) node.removeAttribute(name);
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value]).sort();
    for (const [name] of attributes) node.removeAttribute(name!);
    for (const [name, value] of attributes)
      node.setAttribute(name!, name === 'class' ? value!.split(' ').sort().join(' ') : value!);
  }
  return copy.outerHTML;
}

const Real = Select as unknown as ComponentType<Record<string, unknown>>;

describe("the stand-in for antd's Select under the pagination", () => {
  it.each([
    ['small', false],
    ['middle', false],
    ['middle', true],
  ] as const)('draws what the closed select draws (%s, disabled: %s)', (size, disabled) => {
    const props = changerProps(size, disabled);
    const ours = render(
      <ConfigProvider>
        <ClosedSelect {...props} />
      </ConfigProvider>,
    ).container.firstElementChild!;
    const real = render(
      <ConfigProvider>
        <Real {...props} />
      </ConfigProvider>,
    ).container.firstElementChild!;
    expect(ours.textContent).toBe('20 / page');
    expect(normalised(ours)).toBe(normalised(real));
  });

  it('gives way to the real select after its first frame, which then opens', async () => {
    const props = changerProps('small') as ComponentProps<typeof SizeChanger>;
    const { container } = render(<SizeChanger {...props} />);
    expect(container.querySelector('[aria-owns]')).toBeNull();
    await waitFor(() => expect(container.querySelector('input[aria-owns]')).not.toBeNull());
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    expect(await waitFor(() => document.querySelector('.ant-select-dropdown'))).not.toBeNull();
  });
});
