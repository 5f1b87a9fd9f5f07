/**
 * The build's prebuilt styles (scripts/build/prebuilt-styles.tsx) are announced in the page as a
 * preload, not as a stylesheet: a stylesheet in the head holds back the page's first paint (on a
 * phone's network, Lighthouse's First Contentful Paint went 0.7 s -> 2.4 s), and nothing of the
 * console is drawn before its scripts run anyway. Each entry applies them before its first render,
 * which @ant-design/cssinjs needs: it reads the stylesheet's cache-path map once, when it draws
 * its first component. Resolves to whether they apply: if not (the file failed to load, or a
 * development build has none), antd generates the styles in the browser.
 */
export function applyPrebuiltStyles(): Promise<boolean> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-prebuilt-styles]');
  if (!preload) return Promise.resolve(false);
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preload.href;
  const applied = new Promise<boolean>((resolve) => {
    sheet.onload = () => resolve(true);
    sheet.onerror = () => resolve(false);
  });
  document.head.appendChild(sheet);
  return applied;
}
