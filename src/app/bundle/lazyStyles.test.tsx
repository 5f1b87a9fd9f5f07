import { act, render, screen } from '@testing-library/react';
import type { ThemeConfig } from 'antd';
import type * as ThemeConfigModule from '../../shared/theme/themeConfig';
import { PREBUILT_THEME, themeConfig } from '../../shared/theme/themeConfig';
import type * as LazyStylesModule from './lazyStyles';
import { lazyStyle, useThemeWithStyles } from './lazyStyles';

type LazyStyles = typeof LazyStylesModule;
type ThemeModule = typeof ThemeConfigModule;

/** A fresh copy of the module (its state is the page's), with the prebuilt theme of the same load. */
function freshModules(): { lazy: LazyStyles; themes: ThemeModule } {
  let lazy!: LazyStyles;
  let themes!: ThemeModule;
  jest.isolateModules(() => {
    lazy = jest.requireActual('./lazyStyles');
    themes = jest.requireActual('../../shared/theme/themeConfig');
  });
  return { lazy, themes };
}

/** What `<style module>?real` exports: the style and token functions of its calls. */
function realModule(style: (...args: unknown[]) => unknown, token?: unknown) {
  let resolve!: (value: { __lazyStyleArgs: Array<[unknown, unknown]> }) => void;
  const loader = jest.fn(() => new Promise<{ __lazyStyleArgs: Array<[unknown, unknown]> }>((r) => (resolve = r)));
  return { loader, arrive: () => resolve({ __lazyStyleArgs: [[style, token]] }) };
}

describe('lazyStyle', () => {
  it('suspends (throws the load) until the real style function is there, then calls it', async () => {
    const { lazy } = freshModules();
    const real = realModule((token, info) => [`style for ${String(token)}`, info]);
    const style = lazy.lazyStyle(real.loader, 0, 0);
    expect(real.loader).not.toHaveBeenCalled();

    let thrown: unknown;
    try {
      style('blue', 'info');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    real.arrive();
    await thrown;
    expect(style('blue', 'info')).toEqual(['style for blue', 'info']);
    expect(real.loader).toHaveBeenCalledTimes(1);
  });

  it('gives component tokens from a function, or the value itself', async () => {
    const { lazy } = freshModules();
    const fromFunction = realModule(
      () => [],
      (token: { size: number }) => ({ gap: token.size * 2 }),
    );
    const fromValue = realModule(() => [], { gap: 3 });
    const tokens = [lazy.lazyStyle(fromFunction.loader, 0, 1), lazy.lazyStyle(fromValue.loader, 0, 1)];
    const loaded = lazy.loadRuntimeStyles();
    fromFunction.arrive();
    fromValue.arrive();
    await loaded;
    expect(tokens[0]!({ size: 4 })).toEqual({ gap: 8 });
    expect(tokens[1]!()).toEqual({ gap: 3 });
  });

  it('draws without styles rather than asking again when the chunk fails to load', async () => {
    const { lazy } = freshModules();
    const loader = jest.fn(() => Promise.reject(new Error('offline')));
    const style = lazy.lazyStyle(loader, 0, 0);
    const token = lazy.lazyStyle(loader, 0, 1);
    await lazy.loadRuntimeStyles();
    expect(style()).toEqual([]);
    expect(token()).toEqual({});
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('loadRuntimeStyles', () => {
  it('loads every style module on the page, and those of chunks that come later at once', async () => {
    const { lazy } = freshModules();
    const first = realModule(() => ['first']);
    const style = lazy.lazyStyle(first.loader, 0, 0);
    const loaded = lazy.loadRuntimeStyles();
    expect(first.loader).toHaveBeenCalledTimes(1);
    first.arrive();
    await loaded;
    expect(style()).toEqual(['first']);

    const later = realModule(() => ['later']);
    lazy.lazyStyle(later.loader, 0, 0);
    expect(later.loader).toHaveBeenCalledTimes(1);
  });
});

describe('preparePageStyles', () => {
  const preload = () =>
    (document.head.innerHTML = '<link rel="preload" as="style" href="/styles-console.abc.css" data-prebuilt-styles>');
  const sheetEvent = async (type: 'load' | 'error') => {
    await Promise.resolve();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event(type));
  };
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('loads no style generator for the prebuilt theme when its file applies', async () => {
    const { lazy, themes } = freshModules();
    const real = realModule(() => []);
    lazy.lazyStyle(real.loader, 0, 0);
    preload();
    const prepared = lazy.preparePageStyles(themes.PREBUILT_THEME);
    await sheetEvent('load');
    await prepared;
    expect(real.loader).not.toHaveBeenCalled();
  });

  it('loads them for another theme, and when the file fails', async () => {
    for (const [theme, sheet] of [
      ['dark', 'load'],
      ['light', 'error'],
    ] as const) {
      const { lazy, themes } = freshModules();
      const real = realModule(() => []);
      lazy.lazyStyle(real.loader, 0, 0);
      preload();
      const prepared = lazy.preparePageStyles(themes.themeConfig(theme === 'dark', false));
      await sheetEvent(sheet);
      real.arrive();
      await prepared;
      expect(real.loader).toHaveBeenCalledTimes(1);
      document.head.innerHTML = '';
    }
  });
});

describe('useThemeWithStyles', () => {
  // The module as the page has it (a hook needs the same React): the only test that changes its state.
  it('keeps the theme shown until the generators of the next one are loaded', async () => {
    const real = realModule(() => []);
    lazyStyle(real.loader, 0, 0);
    const dark = themeConfig(true, false);
    const Shown = ({ theme }: { theme: ThemeConfig }) => (
      <span>{useThemeWithStyles(theme) === dark ? 'dark' : 'light'}</span>
    );
    const { rerender } = render(<Shown theme={PREBUILT_THEME} />);
    expect(screen.getByText('light')).toBeInTheDocument();

    rerender(<Shown theme={dark} />);
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(real.loader).toHaveBeenCalledTimes(1);
    await act(async () => real.arrive());
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});
