/**
 * Prebuilt styles: antd's and pro-components' CSS-in-JS rendered at build time into CSS files, so
 * the browser does not compute and inject them while drawing the first screen (on /tenant that was
 * about a quarter of the main thread). Each file ends with antd's cache-path map
 * (.data-ant-cssinjs-cache-path), from which @ant-design/cssinjs knows that a style is in the page
 * already and skips generating it. They cover the light theme as most users see it (default size,
 * motion on); a dark or compact theme has other class hashes and is generated in the browser as
 * before, and so is any component left out of the samples (styleSamples.tsx).
 *
 * The console has two files. The first holds what its first screens draw (the layout, a list, the
 * dashboard: consoleFrameSample) and is preloaded by the page; the second holds the rest (forms,
 * pickers, uploads, the search form…) and loads with the first part that needs it
 * (prebuiltStyles.ts). Printed as a JSON array of the files' text.
 *
 *   NODE_ENV=production node --import tsx scripts/build/prebuilt-styles.tsx console|sign-in
 *
 * NODE_ENV must be production: antd's class hashes differ in development. The webpack build runs
 * it (PrebuiltStylesPlugin) and links the files from the page.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { themeConfig } from '../../src/shared/theme/themeConfig';
import { MORE_STYLES_PATHS } from '../../src/shared/theme/prebuiltStyleNames';
import { consoleFrameSample, consoleSample, signInSample } from './styleSamples';

/** Each build's samples, in the order of its files: the first is the page's, the others follow. */
const SAMPLES = { console: [consoleFrameSample, consoleSample], 'sign-in': [signInSample] };

const which = process.argv[2] as keyof typeof SAMPLES;
if (!SAMPLES[which]) throw new Error(`Usage: prebuilt-styles.tsx ${Object.keys(SAMPLES).join('|')}`);
if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production (class hashes differ)');

const CACHE_PATHS = '.data-ant-cssinjs-cache-path{';

/**
 * Button's rules for antd's preset colours (`<Button color="purple">`), thirteen colours in six
 * variants for each theme hash: a sixth of the console's styles, and no screen draws one
 * (eslint.config.mjs refuses a Button's `color` prop).
 */
const PRESET_BUTTON =
  /\.ant-btn-color-(?:blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)\b/;

/** The style without the rules whose selector names a preset colour's button. */
function withoutPresetButtons(css: string): string {
  let out = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1);
      if (!PRESET_BUTTON.test(rule.slice(0, rule.indexOf('{')))) out += rule;
      start = i + 1;
    }
  }
  return out + css.slice(start);
}

const cache = createCache();
const files = SAMPLES[which].map((sample: () => ReactNode, index) => {
  renderToString(
    <StyleProvider cache={cache}>
      {/* The console's spinner while its first language loads, before its theme applies (LocaleProviders). */}
      {which === 'console' && index === 0 && <Spin size="large" />}
      <ConfigProvider locale={enUS} theme={themeConfig(false, false, false)}>
        {sample()}
      </ConfigProvider>
    </StyleProvider>,
  );
  // `once`: only what this sample added to the ones before it, with its own cache-path map.
  const css = withoutPresetButtons(extractStyle(cache, { plain: true, types: ['style'], once: true }));
  if (index === 0) return css;
  // A later file's map under a class of its own: the first file's map stays the one antd reads,
  // and the page adds this one when the file has loaded (prebuiltStyles.ts).
  const at = css.lastIndexOf(CACHE_PATHS);
  if (at < 0) throw new Error('extractStyle wrote no cache-path map');
  return `${css.slice(0, at)}.${MORE_STYLES_PATHS}{${css.slice(at + CACHE_PATHS.length)}`;
});
process.stdout.write(JSON.stringify(files));
