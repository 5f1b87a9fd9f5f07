/**
 * The build's prebuilt styles (scripts/build/prebuilt-styles.tsx) are announced in the page as a
 * preload, not as a stylesheet: a stylesheet in the head holds back the page's first paint (on a
 * phone's network, Lighthouse's First Contentful Paint went 0.7 s -> 2.4 s), and nothing of the
 * console is drawn before its scripts run anyway. Each entry applies them before its first render,
 * which @ant-design/cssinjs needs: it reads the stylesheet's cache-path map once, when it draws
 * its first component.
 *
 * The console's styles are two files: what its first screens draw (the layout, a list, the
 * dashboard), preloaded, and the rest, applied by `applyMoreStyles` before any other screen or late
 * part draws (preloadable.tsx, lazyPart.tsx): a list's first load carries half the styles.
 */
import { ATTR_CACHE_MAP, reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { MORE_STYLES_HREF, MORE_STYLES_PATHS } from './prebuiltStyleNames';

/** The first file's stylesheet once it has loaded (undefined: it failed); set by applyPrebuiltStyles. */
let settleFirst: (sheet: HTMLLinkElement | undefined) => void = () => undefined;
const first = new Promise<HTMLLinkElement | undefined>((resolve) => (settleFirst = resolve));
let more: Promise<void> | undefined;

/** A stylesheet link for `href`, placed by `place`; `loaded` resolves to whether it loaded. */
function stylesheet(href: string, place: (sheet: HTMLLinkElement) => void) {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = href;
  const loaded = new Promise<boolean>((resolve) => {
    sheet.onload = () => resolve(true);
    sheet.onerror = () => resolve(false);
  });
  place(sheet);
  return { sheet, loaded };
}

/**
 * Applies the page's prebuilt styles. Resolves to whether they apply: if not (the file failed to
 * load, or a development build has none), antd generates the styles in the browser.
 */
export function applyPrebuiltStyles(): Promise<boolean> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-prebuilt-styles]');
  if (!preload) return Promise.resolve(false);
  const { sheet, loaded } = stylesheet(preload.href, (link) => document.head.appendChild(link));
  void loaded.then((applied) => settleFirst(applied ? sheet : undefined));
  return loaded;
}

/** A stylesheet's cache-path map ("path:hash;…" in the `content` of an element of `className`). */
function cachePaths(className: string): Record<string, string> {
  const probe = document.createElement('div');
  probe.className = className;
  // As antd reads its own (cacheMapUtil.ts): out of sight, but laid out.
  probe.style.position = 'fixed';
  probe.style.visibility = 'hidden';
  probe.style.top = '-9999px';
  document.body.appendChild(probe);
  const content = getComputedStyle(probe).content.replace(/^"|"$/g, '');
  probe.remove();
  const paths: Record<string, string> = {};
  for (const item of content.split(';')) {
    const [path, hash] = item.split(':');
    if (path && hash) paths[path] = hash;
  }
  return paths;
}

/**
 * Applies the prebuilt styles' second file (once), right after the first one, and adds its
 * cache-path map to the one antd read from the first, so the components it covers draw with it.
 * Resolves when done; at once when the page has no second file or the first did not apply, and
 * when the second fails to load (its components' styles are then generated in the browser).
 */
export function applyMoreStyles(): Promise<void> {
  more ??= (async () => {
    // Only a page whose first file names a second applies the first (each entry does, before its
    // first render): a part may ask for the second before that, and then waits for the first.
    const href = document.querySelector('link[data-prebuilt-styles]')?.getAttribute(MORE_STYLES_HREF);
    if (!href) return;
    const firstSheet = await first;
    if (!firstSheet) return;
    const { loaded } = stylesheet(new URL(href, document.baseURI).href, (sheet) => firstSheet.after(sheet));
    if (await loaded) reset({ ...cachePaths(ATTR_CACHE_MAP), ...cachePaths(MORE_STYLES_PATHS) }, true);
  })();
  return more;
}

/** `load`'s module once it and the second file of the prebuilt styles are both in (loaded side by side). */
export function withMoreStyles<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), applyMoreStyles()]).then(([module]) => module);
}
