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

describe('applyMoreStyles', () => {
  const FIRST = '<link rel="preload" as="style" href="/styles-console.abc.css" data-prebuilt-styles';

  /** A fresh module (its files apply once) with antd's cache-path map module watched. */
  async function fresh(contents: Record<string, string>) {
    jest.resetModules();
    const cacheMap = await import('@ant-design/cssinjs/es/util/cacheMapUtil');
    const reset = jest.spyOn(cacheMap, 'reset');
    jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation(
        (element) => ({ content: `"${contents[(element as HTMLElement).className] ?? ''}"` }) as CSSStyleDeclaration,
      );
    return { styles: await import('./prebuiltStyles'), reset };
  }

  const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('applies the second file after the first and adds its cache-path map to the first one', async () => {
    document.head.innerHTML = `${FIRST} data-more-href="/styles-console-more.def.css">`;
    const { styles, reset } = await fresh({
      'data-ant-cssinjs-cache-path': 'Button|ant-btn:h1;Table|ant-table:h2',
      'prebuilt-styles-more-paths': 'Form|ant-form:h3',
    });
    // Asked for before the entry applied the first file: it waits for the first.
    let done = false;
    const more = styles.applyMoreStyles().then(() => {
      done = true;
    });
    expect(styles.applyMoreStyles()).toBe(styles.applyMoreStyles());
    const first = styles.applyPrebuiltStyles();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheets()).toHaveLength(1);
    sheets()[0]!.dispatchEvent(new Event('load'));
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheets().map((sheet) => sheet.getAttribute('href'))).toEqual([
      'http://localhost/styles-console.abc.css',
      'http://localhost/styles-console-more.def.css',
    ]);
    expect(done).toBe(false);
    expect(reset).not.toHaveBeenCalled();
    sheets()[1]!.dispatchEvent(new Event('load'));
    await more;
    expect(reset).toHaveBeenCalledWith(
      { 'Button|ant-btn': 'h1', 'Table|ant-table': 'h2', 'Form|ant-form': 'h3' },
      true,
    );
  });

  it('resolves without touching the map when the second file fails (antd then generates its styles)', async () => {
    document.head.innerHTML = `${FIRST} data-more-href="/styles-console-more.def.css">`;
    const { styles, reset } = await fresh({});
    const first = styles.applyPrebuiltStyles();
    sheets()[0]!.dispatchEvent(new Event('load'));
    await first;
    const more = styles.applyMoreStyles();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sheets()[1]!.dispatchEvent(new Event('error'));
    await more;
    expect(reset).not.toHaveBeenCalled();
  });

  it('loads no second file when the first did not apply, or the page names none', async () => {
    document.head.innerHTML = `${FIRST} data-more-href="/styles-console-more.def.css">`;
    let { styles } = await fresh({});
    const first = styles.applyPrebuiltStyles();
    sheets()[0]!.dispatchEvent(new Event('error'));
    await first;
    await styles.applyMoreStyles();
    expect(sheets()).toHaveLength(1);

    document.head.innerHTML = `${FIRST}>`;
    ({ styles } = await fresh({}));
    const firstAgain = styles.applyPrebuiltStyles();
    sheets()[0]!.dispatchEvent(new Event('load'));
    await firstAgain;
    await styles.applyMoreStyles();
    expect(sheets()).toHaveLength(1);
    // A development build: no prebuilt styles at all.
    document.head.innerHTML = '';
    ({ styles } = await fresh({}));
    await expect(styles.applyMoreStyles()).resolves.toBeUndefined();
  });
});
