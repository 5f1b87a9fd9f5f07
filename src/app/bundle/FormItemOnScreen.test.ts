import isInDocument from './FormItemOnScreen';

describe("Form.Item's on-screen question", () => {
  it('is an element in the document, answered without laying out the page', () => {
    const item = document.createElement('div');
    Object.defineProperty(item, 'offsetParent', {
      get: () => {
        throw new Error('offsetParent read: the page was laid out during render');
      },
    });
    item.getBoundingClientRect = () => {
      throw new Error('getBoundingClientRect read: the page was laid out during render');
    };
    expect(isInDocument(item)).toBe(false);
    document.body.append(item);
    expect(isInDocument(item)).toBe(true);
    item.remove();
    expect(isInDocument(null)).toBe(false);
  });

  it("lets an item's error margin be read while it is hidden, as Form.Item then does", () => {
    const item = document.createElement('div');
    item.setAttribute('style', 'display: none; margin-bottom: 24px');
    document.body.append(item);
    expect(isInDocument(item)).toBe(true);
    expect(Number.parseInt(getComputedStyle(item).marginBottom, 10)).toBe(24);
    item.remove();
  });
});
