import scrollIntoView from './LazyScrollIntoView';

jest.mock('scroll-into-view-if-needed', () => ({ __esModule: true, default: jest.fn() }));

describe("the form's scroll to a field, loaded on first use", () => {
  it('scrolls with the real one and its options', async () => {
    const real = (await import('scroll-into-view-if-needed')).default as jest.Mock;
    const node = document.createElement('input');
    scrollIntoView(node, { scrollMode: 'if-needed', block: 'nearest' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real).toHaveBeenCalledWith(node, { scrollMode: 'if-needed', block: 'nearest' });
  });
});
