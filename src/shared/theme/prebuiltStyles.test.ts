import { applyPrebuiltStyles } from './prebuiltStyles';

describe('applyPrebuiltStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('turns the preload into a stylesheet and resolves once it has loaded', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/styles-console.abc.css" data-prebuilt-styles>';
    let done = false;
    const applied = applyPrebuiltStyles().then((result) => {
      done = true;
      return result;
    });
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('http://localhost/styles-console.abc.css');
    await Promise.resolve();
    expect(done).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await expect(applied).resolves.toBe(true);
    expect(done).toBe(true);
  });

  it('goes on without the styles when the file fails to load (antd then generates them)', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/styles-console.abc.css" data-prebuilt-styles>';
    const applied = applyPrebuiltStyles();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBe(false);
  });

  it('resolves at once on a page without prebuilt styles (development)', async () => {
    await expect(applyPrebuiltStyles()).resolves.toBe(false);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
