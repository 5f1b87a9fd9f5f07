import { getTargetScrollBarSize } from './TableScrollbarSize';

describe("rc-table's scrollbar measuring", () => {
  const holder = (className: string) => Object.assign(document.createElement('div'), { className });

  it('measures nothing for a table whose header is not pinned (the page scrolls)', () => {
    const append = jest.spyOn(document.body, 'appendChild');
    expect(getTargetScrollBarSize(holder('ant-table-content'))).toEqual({ width: 0, height: 0 });
    expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
    expect(append).not.toHaveBeenCalled();
  });

  it("measures a pinned header's scrolling body as rc-util does", () => {
    const append = jest.spyOn(document.body, 'appendChild');
    expect(getTargetScrollBarSize(holder('ant-table-body'))).toEqual({ width: 0, height: 0 });
    expect(append).toHaveBeenCalledTimes(1);
  });
});
