/**
 * Prebuilt styles: antd's and pro-components' CSS-in-JS rendered at build time into a CSS file, so
 * the browser does not compute and inject them while drawing the first screen (on /tenant that was
 * about a quarter of the main thread). The file ends with antd's cache-path map
 * (.data-ant-cssinjs-cache-path), from which @ant-design/cssinjs knows that a style is in the page
 * already and skips generating it. It covers the light theme as most users see it (default size,
 * motion on); a dark or compact theme has other class hashes and is generated in the browser as
 * before, and so is any component left out of the sample (styleSamples.tsx).
 *
 *   NODE_ENV=production node --import tsx scripts/build/prebuilt-styles.tsx console|sign-in
 *
 * NODE_ENV must be production: antd's class hashes differ in development. The webpack build runs
 * it (PrebuiltStylesPlugin) and links the file from the page.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import { renderToString } from 'react-dom/server';
import { themeConfig } from '../../src/shared/theme/themeConfig';
import { consoleSample, signInSample } from './styleSamples';

const SAMPLES = { console: consoleSample, 'sign-in': signInSample };

const which = process.argv[2] as keyof typeof SAMPLES;
if (!SAMPLES[which]) throw new Error(`Usage: prebuilt-styles.tsx ${Object.keys(SAMPLES).join('|')}`);
if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production (class hashes differ)');

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    {/* The console's spinner while its first language loads, before its theme applies (LocaleProviders). */}
    {which === 'console' && <Spin size="large" />}
    <ConfigProvider locale={enUS} theme={themeConfig(false, false, false)}>
      {SAMPLES[which]()}
    </ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
