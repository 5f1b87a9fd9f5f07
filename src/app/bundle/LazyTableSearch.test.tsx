import * as realFormModule from '@ant-design/pro-table/es/components/Form';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { createRef, type ComponentType } from 'react';
import * as standIn from './LazyTableSearch';

const LazySearch = standIn.default as ComponentType<Record<string, unknown>>;
const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** The search form as ProTable's table module draws it (pro-table/es/Table.js), for a list with one search field. */
const tableSearch = (loading: boolean) => (
  <ConfigProvider locale={enUS}>
    <LazySearch
      pagination={{ current: 1, pageSize: 10 }}
      action={createRef()}
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
      onFormSearchSubmit={jest.fn()}
      ghost={false}
      loading={loading}
      search={{ labelWidth: 'auto' }}
      form={{ initialValues: { name: 'Acme' } }}
      formRef={createRef()}
      type="table"
      dateFormatter="string"
    />
  </ConfigProvider>
);

describe("the stand-in for ProTable's search form", () => {
  it("exports what pro-table's search form module exports", () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realFormModule)));
  });

  it("holds the place of a collapsed form in rows of the theme's sizes, and draws the form once the rows are in", async () => {
    const { container, rerender } = render(tableSearch(true));
    const space = container.querySelector('[aria-busy="true"]');
    expect(space).toHaveClass('ant-pro-table-search');
    const sizes = (space?.querySelector('.console-search-space') as HTMLElement).style;
    // antd's default theme: a 32 px control and its 24 px margin; a 22 px label line and its 8 px padding.
    expect(sizes.getPropertyValue('--search-row')).toBe('56px');
    expect(sizes.getPropertyValue('--search-label')).toBe('30px');
    expect(container.querySelector('style')?.textContent).toMatch(/@container \(width < 701px\)/);
    // While the list loads its rows, the form's code is not asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Name')).toBeNull();

    rerender(tableSearch(false));
    expect(await screen.findByDisplayValue('Acme')).toBeInTheDocument();
    expect(screen.getByText('Name')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('draws the form of a later list after its rows too, not with them', async () => {
    const first = render(tableSearch(false));
    expect(await screen.findByDisplayValue('Acme')).toBeInTheDocument();
    first.unmount();

    // The form's code is in now; a list opened with its rows at once still shows them first.
    const { container } = render(tableSearch(false));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByDisplayValue('Acme')).toBeNull();
    expect(await screen.findByDisplayValue('Acme')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
