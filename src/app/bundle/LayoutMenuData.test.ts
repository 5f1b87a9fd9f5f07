import { getMatchMenu, transformRoute } from './LayoutMenuData';

describe("the stand-in for ProLayout's menu data", () => {
  it('gives empty menu data and breadcrumbs for the empty route table the console passes', () => {
    const { menuData, breadcrumb } = transformRoute([]);
    expect(menuData).toEqual([]);
    expect(breadcrumb.size).toBe(0);
    expect(transformRoute(undefined).menuData).toEqual([]);
  });

  it('fails loudly when ProLayout is given routes to make a menu of', () => {
    expect(() => transformRoute([{ path: '/tenant', name: 'Tenants' }])).toThrow(/route table is left out/);
    expect(() => getMatchMenu('/tenant', [{ path: '/tenant' }])).toThrow(/route table is left out/);
  });

  it('matches no menu entry', () => {
    expect(getMatchMenu('/tenant', [])).toEqual([]);
  });
});
