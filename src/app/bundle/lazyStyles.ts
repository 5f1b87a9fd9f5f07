/**
 * antd's style generators, loaded when a style has to be generated in the browser (the build's
 * lazy-style-loader.cjs puts them in the runtime-styles chunk). The light theme's styles come
 * prebuilt in a CSS file, so the first screen draws without them; the dark and compact themes,
 * reduced motion and components the file leaves out need them.
 *
 * Each antd style module keeps its style hook and passes `lazyStyle(...)` stand-ins for its style
 * and component-token functions. A stand-in called before its module is loaded throws the load's
 * promise: React's Suspense draws the component again when it is there. So that no screen waits
 * that way, the entries load them all before the first render when the theme needs them
 * (`preparePageStyles`), and LocaleFrame keeps the theme shown until they are loaded
 * (`useThemeWithStyles`).
 */
import type { ThemeConfig } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { applyPrebuiltStyles } from '../../shared/theme/prebuiltStyles';
import { PREBUILT_THEME } from '../../shared/theme/themeConfig';

/** The module loaded as `<style module>?real`: the functions its style-hook calls were given. */
interface RealStyles {
  __lazyStyleArgs: Array<[unknown, unknown]>;
}
type Loader = () => Promise<RealStyles>;

const loaders = new Set<Loader>();
const loaded = new Map<Loader, RealStyles | 'failed'>();
const loading = new Map<Loader, Promise<void>>();
const listeners = new Set<() => void>();
let wanted = false;
let allLoaded = false;

function load(loader: Loader): Promise<void> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then(
      (real) => void loaded.set(loader, real),
      // The page goes on unstyled rather than asking again on every render.
      () => void loaded.set(loader, 'failed'),
    );
    loading.set(loader, promise);
  }
  return promise;
}

/** A stand-in for argument `arg` (0: style function, 1: component tokens) of a module's `call`-th style-hook call. */
export function lazyStyle(loader: Loader, call: number, arg: 0 | 1): (...args: unknown[]) => unknown {
  loaders.add(loader);
  // A style module of a chunk loaded later, while the styles are wanted.
  if (wanted) void load(loader);
  return (...args) => {
    const real = loaded.get(loader);
    if (!real) throw load(loader);
    if (real === 'failed') return arg === 0 ? [] : {};
    const fn = real.__lazyStyleArgs[call]?.[arg];
    return typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown)(...args) : fn;
  };
}

/** Loads the style generators of every antd component on the page now and of those that come later. */
export function loadRuntimeStyles(): Promise<void> {
  wanted = true;
  return Promise.all([...loaders].map(load)).then(() => {
    if (allLoaded) return;
    allLoaded = true;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `loadRuntimeStyles` has finished (the components can generate their styles). */
export function useRuntimeStylesLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => allLoaded,
    () => allLoaded,
  );
}

/**
 * Before an entry's first render: the prebuilt styles applied, and the style generators loaded
 * when the first screen will need them (another theme than the prebuilt one, or no prebuilt file).
 */
export async function preparePageStyles(theme: ThemeConfig): Promise<void> {
  const generators = theme === PREBUILT_THEME ? undefined : loadRuntimeStyles();
  const applied = await applyPrebuiltStyles();
  await (generators ?? (applied ? undefined : loadRuntimeStyles()));
}

/**
 * The theme to draw: `theme` once its styles can be drawn (the prebuilt one, or the generators
 * loaded), until then the one shown before: switching to dark mode waits for the generators
 * rather than suspending the screens it redraws.
 */
export function useThemeWithStyles(theme: ThemeConfig): ThemeConfig {
  const generatorsLoaded = useRuntimeStylesLoaded();
  const ready = generatorsLoaded || theme === PREBUILT_THEME;
  const [shown, setShown] = useState(theme);
  useEffect(() => {
    if (!ready) void loadRuntimeStyles();
  }, [ready]);
  if (ready && shown !== theme) setShown(theme);
  return ready ? theme : shown;
}
