/**
 * Build of the console SPA. One build serves every deployment: hosts come from /config.json at run
 * time, so nothing here depends on where the console runs except the dev-server proxy target.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration, type StatsCompilation } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CompileHintsPlugin } from './scripts/build/compile-hints';
import { BUNDLE, trimmingPlugins, trimsOff } from './scripts/build/trims';
import { MORE_STYLES_HREF } from './src/shared/theme/prebuiltStyleNames';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as the build loaders beside it
const { entryMessageIds } = require('./scripts/build/entry-messages.cjs') as {
  entryMessageIds: (entry: string) => string[];
};

const API_TARGET = process.env.CONSOLE_API_TARGET ?? 'http://localhost:8080';

/**
 * Build output that must not be served: the server publishes every file in dist/, and source
 * maps (the full source) and stats.json (module paths) are for error reporting and the bundle
 * report only. They go to this sibling folder, which ignores itself in git.
 */
const BUILD_META = 'dist-meta';

/**
 * Writes dist-meta/<file> (chunk names, files, sizes, entry/route relations) for the bundle
 * report; the first build of a run clears the previous build's source maps there (output.clean
 * only cleans dist/).
 */
class StatsJsonPlugin {
  constructor(
    private readonly file: string,
    private readonly clearMaps: boolean,
  ) {}

  apply(compiler: Compiler): void {
    // Beside the output folder (dist/, or a measuring run's own).
    const metaPath = path.resolve(compiler.options.output.path ?? path.resolve(__dirname, 'dist'), '..', BUILD_META);
    compiler.hooks.emit.tap('StatsJsonPlugin', () => {
      if (this.clearMaps) fs.rmSync(path.join(metaPath, 'sourcemaps'), { recursive: true, force: true });
    });
    compiler.hooks.done.tap('StatsJsonPlugin', (stats) => {
      const json: StatsCompilation = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkGroups: true,
        chunkRelations: true,
        entrypoints: true,
        ids: true,
        hash: true,
        outputPath: true,
        publicPath: true,
      });
      fs.mkdirSync(metaPath, { recursive: true });
      fs.writeFileSync(path.join(metaPath, '.gitignore'), '*\n');
      fs.writeFileSync(path.join(metaPath, this.file), JSON.stringify(json));
    });
  }
}

/**
 * Prebuilt styles (scripts/build/prebuilt-styles.tsx): antd's and pro-components' styles for the
 * light theme, rendered at build time into styles-<page>.<hash>.css and preloaded by the page, so
 * the browser skips generating them while it draws the first screen. Each entry applies the file
 * before its first render (src/shared/theme/prebuiltStyles.ts), as @ant-design/cssinjs needs.
 */
/** A build-time drawing script of scripts/build/ (React on the server side), run as production. */
function runBuildScript(script: string, ...args: string[]): Buffer {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'scripts/build', script), ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The sign-in landings drawn at build time (scripts/build/prerender-sign-in.tsx), beside login.html:
 * the platform server shows them in place of the loading screen, before the scripts arrive. And
 * the React part of the sign-in pages (chunk sign-in-app, signInApp.tsx) named in login.html after
 * the runtime, before the entry, marked `data-on-demand`: a page the server leaves to the scripts
 * fetches it with the entry, which then finds it loaded; a drawn landing's loader leaves it out
 * (server/src/console/sign-in-pages.ts), and the entry asks for it only when it must draw.
 */
class PrerenderedSignInPlugin {
  apply(compiler: Compiler): void {
    const name = 'PrerenderedSignInPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // The script names the file (the contract's SIGN_IN_PAGES_FILE, which the server reads).
        const { file, drawn } = JSON.parse(runBuildScript('prerender-sign-in.tsx').toString()) as {
          file: string;
          drawn: unknown;
        };
        compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(drawn)));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const files = [...(compilation.namedChunks.get(SIGN_IN_APP_CHUNK)?.files ?? [])].filter((f) =>
          f.endsWith('.js'),
        );
        if (files.length === 0) throw new Error(`The sign-in build has no chunk ${SIGN_IN_APP_CHUNK}`);
        const entry = data.headTags.findIndex(
          (tag) => tag.tagName === 'script' && String(tag.attributes.src).includes(`/${SIGN_IN_ENTRY}.`),
        );
        const tags = files.map((f) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${f}`, 'data-on-demand': true }),
        );
        data.headTags.splice(entry < 0 ? data.headTags.length : entry, 0, ...tags);
        return data;
      });
    });
  }
}

class PrebuiltStylesPlugin {
  constructor(private readonly sample: 'console' | 'sign-in') {}

  apply(compiler: Compiler): void {
    const name = 'PrebuiltStylesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let files: string[] = [];
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const styles = JSON.parse(runBuildScript('prebuilt-styles.tsx', this.sample).toString()) as string[];
        files = styles.map((css, index) => {
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 20);
          const file = `styles-${this.sample}${index === 0 ? '' : '-more'}.${hash}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(css));
          return file;
        });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const [first, more] = files;
        // A preload: each entry makes it a stylesheet before its first render (prebuiltStyles.ts),
        // and the second file one before the first part that needs it.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'style',
            href: `/${first}`,
            'data-prebuilt-styles': true,
            ...(more ? { [MORE_STYLES_HREF]: `/${more}` } : {}),
          }),
        );
        return data;
      });
    });
  }
}

/**
 * Only what a route uses: module replacements keep code no screen runs out of the bundles, or load
 * it when first drawn. Every trim, the packages it reaches into and what it replaces are one checked
 * table in scripts/build/trims.ts.
 */
/**
 * The layout: the libraries it uses are the layout's chunk. Its language dialog's were too, while
 * the lists and forms drew the same Modal and Input; since a list's search form and antd's modal
 * hook load late (LazyTableSearch.tsx, LazyModalHook.tsx), no first screen draws a Modal, and the
 * dialog's libraries load with it: the dashboard 306 -> 294 KiB, a list 406 -> 401, the heaviest
 * page (more, smaller chunks) 506 -> 510.
 */
const LAYOUT_GROUPS = new Set(['layout-default']);
/** The language catalogues (lang/<code>.json). */
const CATALOGUE = /[\\/]lang[\\/][a-z]{2}\.json$/;

/**
 * A catalogue's messages precompiled to react-intl's AST (intl-ast-loader.cjs); `only`: just those
 * ids (the sign-in build's, scripts/build/entry-messages.cjs).
 */
function catalogueRule(only?: string[]) {
  return {
    test: CATALOGUE,
    loader: path.resolve(__dirname, 'scripts/build/intl-ast-loader.cjs'),
    ...(only ? { options: { only } } : {}),
  };
}

/**
 * Two entries: the console ('main', index.html) and the sign-in pages ('sign-in', login.html; the
 * server sends it for /login and /logout_success), which need none of the store, router, layout,
 * table or form code. In production they are two builds into dist/: one build with both entries
 * made the console's entry 3.7 KiB (gzip) larger, because modules the two entries share are then
 * hoisted less well; built apart, the console is exactly what it was alone.
 */
const SIGN_IN_ENTRY = 'sign-in';
/** The React part of the sign-in pages (signIn.tsx imports signInApp.tsx under this chunk name). */
const SIGN_IN_APP_CHUNK = 'sign-in-app';
// Libraries every screen needs, cached separately from antd so an antd upgrade keeps them cached.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|redux-thunk|redux-persist|reselect|immer|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]/;

/** Pre-compressed siblings (.br, .gz) that the server sends to browsers that accept them. */
function compressionPlugins(): NonNullable<Configuration['plugins']> {
  const common = { test: /\.(m?js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      ...common,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      ...common,
    }),
  ];
}

/**
 * The entry's scripts at high priority. A deferred script is fetched at low priority, and the route
 * preloads the server adds to the page (server/src/console/preloads.ts) at high priority, so over
 * HTTP/1.1's six connections the entry, which must run before anything draws, was requested after
 * the route's chunks (Lighthouse's trace of /tenant: the framework at 147 ms, the preloads at 30 ms).
 */
class EntryScriptsFirst {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('EntryScriptsFirst', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EntryScriptsFirst', (data) => {
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

function htmlPage(filename: string, entry: string): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    filename,
    template: './public/index.html',
    favicon: './public/favicon.svg',
    title: 'Contract Console',
    templateParameters: { lang: 'en' },
    chunks: [entry],
  });
}

export default function config(
  env: { out?: string } | undefined,
  argv: { mode?: Configuration['mode'] },
): Configuration | Configuration[] {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';
  /**
   * A measuring run of scripts/build/measure-trims.ts (`TRIMS_OFF` set, `--env out=<dir>`): the
   * console's scripts only, into a folder of its own, with a filesystem cache so each run rebuilds
   * only what the switched-off trim changes. No source maps, compressed copies or prebuilt styles,
   * which change no script's size.
   */
  const off = trimsOff();
  const measuring = production && off !== undefined;

  const devServer: DevServerConfiguration = {
    port: 3000,
    // As the platform server does: the sign-in addresses get the sign-in entry, the rest the console.
    historyApiFallback: {
      rewrites: [{ from: /^(?:\/[a-z]{2})?\/(?:login|logout_success)\/?$/, to: '/login.html' }],
    },
    hot: true,
    client: { overlay: { errors: true, warnings: false } },
    proxy: [
      {
        context: ['/api', '/connect', '/realms', '/config.json', '/.well-known'],
        target: API_TARGET,
        changeOrigin: false,
      },
    ],
  };

  const consoleBuild: Configuration = {
    name: 'console',
    mode,
    // In development one build serves both pages (the dev server's fallback picks the page).
    entry: production ? { main: './src/index.tsx' } : { main: './src/index.tsx', [SIGN_IN_ENTRY]: './src/signIn.tsx' },
    output: {
      path: path.resolve(__dirname, env?.out ?? 'dist'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      // Chunks by id: named, the runtime on every page would carry a map of ~400 names (2.4 KiB
      // gzip). dist-meta/stats.json says which chunk a file is (e2e/chunks.ts).
      chunkFilename: production ? '[id].[contenthash].js' : '[name].js',
      // The runtime maps each of ~400 chunks (most of them languages' texts) to its hash: 10 hex
      // digits instead of 20 keep that map 2 KiB (gzip) smaller on every page, still unique per build.
      hashDigestLength: 10,
      // Relative to dist/: the maps land in dist-meta/sourcemaps/, never next to the served bundle.
      sourceMapFilename: `../${BUILD_META}/sourcemaps/[file].map`,
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        'antd/locale': path.resolve(__dirname, 'node_modules/antd/es/locale'),
        'antd/lib': path.resolve(__dirname, 'node_modules/antd/es'),
        'resize-observer-polyfill$': path.join(BUNDLE, 'ResizeObserverNative.ts'),
        // Catalogues are parsed at build time (intl-ast-loader): react-intl needs no parser.
        ...(production
          ? {
              '@formatjs/icu-messageformat-parser$': path.resolve(
                __dirname,
                'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
              ),
            }
          : {}),
        // react-router ships a production build but its exports name only the development one.
        ...(production
          ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      // A measuring run's trims differ from its cache's: every request must meet them again.
      ...(measuring ? { unsafeCache: false } : {}),
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        // pdf.js's worker (src/shared/files/PdfPages.tsx names it with new URL(…, import.meta.url)):
        // emitted as it ships, already minified, under a content-hashed name the server caches for good.
        {
          test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]build[\\/]pdf\.worker\.min\.mjs$/,
          type: 'asset/resource',
          generator: { filename: production ? 'pdf.worker.[contenthash].mjs' : 'pdf.worker.mjs' },
        },
        // A feature's public face only re-exports: a chunk that takes one thing from it does not
        // take the rest (the dashboard's drafts panel needs Publish, not My Company's table).
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        // The wire contract is plain data (docs/architecture.md): a page keeps only what it uses of
        // it. Without this the sign-in landings carried the whole resource table (RESOURCES), which
        // they never read, through the contract's index.
        { include: path.resolve(__dirname, 'contract'), sideEffects: false },
        ...(production
          ? [
              catalogueRule(),
              // antd's style generators load when a style is generated in the browser: the prebuilt
              // styles make the light theme's (lazy-style-loader.cjs, src/app/bundle/lazyStyles.ts).
              {
                test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/,
                loader: path.resolve(__dirname, 'scripts/build/lazy-style-loader.cjs'),
              },
            ]
          : []),
      ],
    },
    // Hidden maps: available for error reporting (dist-meta/sourcemaps/), never referenced from
    // the served bundles nor served themselves.
    devtool: measuring ? false : production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    ...(measuring
      ? { cache: { type: 'filesystem', cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/trims-measure') } }
      : {}),
    performance: { hints: false },
    optimization: {
      runtimeChunk: 'single',
      // Terser, not esbuild: it honours webpack's usedExports and drops what nothing imports
      // (react-router alone shrinks by 40 %); esbuild's minifier keeps every export.
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } })],
      splitChunks: production
        ? {
            chunks: 'all',
            cacheGroups: {
              framework: { test: FRAMEWORK, name: 'framework', priority: 40, enforce: true },
              // pdf.js: one chunk of its own, fetched with the PDF viewer only (never a vendor chunk
              // that a list or form shares).
              pdfjs: {
                test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/,
                name: 'pdfjs',
                chunks: 'async',
                priority: 45,
                enforce: true,
              },
              // The languages' names: one chunk for the dialog, the forms and the pages that show them.
              localeNames: {
                test: /[\\/]src[\\/]i18n[\\/]localeNames\.ts$/,
                name: 'locale-names',
                priority: 35,
                enforce: true,
              },
              // Every console screen loads the layout, so the libraries it uses are one chunk of their
              // own that the screens' chunks reuse, instead of copies split by each route's chunk set.
              layout: {
                test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
                  /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') &&
                  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
                    [...chunk.groupsIterable].some((group) => LAYOUT_GROUPS.has(group.name ?? '')),
                  ),
                name: 'layout-vendors',
                // Not out of a language's own chunks (antd's pack, dayjs's locale): pro-components use
                // the Chinese ones, which would otherwise make loading Chinese load this chunk.
                chunks: (chunk: webpack.Chunk) =>
                  !chunk.canBeInitial() && !/^(?:antd|dayjs)-locale-/.test(chunk.name ?? ''),
                priority: 30,
                enforce: true,
              },
              // No fixed name: antd and pro-components split by the set of routes that use them, so
              // the login route never pulls ProTable/ProForm code.
              defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
              default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
            },
          }
        : false,
    },
    plugins: [
      htmlPage('index.html', 'main'),
      new EntryScriptsFirst(),
      ...(production ? [] : [htmlPage('login.html', SIGN_IN_ENTRY)]),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] }, noErrorOnMissing: true },
        ],
      }),
      new StatsJsonPlugin('stats.json', true),
      ...(production && !measuring ? [new PrebuiltStylesPlugin('console')] : []),
      // The console's build sees every route, so it checks the trims (a production build only).
      ...trimmingPlugins(production, off),
      ...(production && !measuring ? [new CompileHintsPlugin()] : []),
      // No request pays for compression and the bytes on the wire stay at or below gzip size.
      ...(production && !measuring ? compressionPlugins() : []),
    ],
    devServer,
  };
  if (!production || measuring) return consoleBuild;

  // The sign-in pages: after the console's build (which cleans dist/), into the same folder; all
  // they need is in their entry file beside React, their languages' texts load on demand.
  const signInBuild: Configuration = {
    ...consoleBuild,
    name: SIGN_IN_ENTRY,
    dependencies: ['console'],
    entry: { [SIGN_IN_ENTRY]: './src/signIn.tsx' },
    // Its catalogues hold only the messages its pages can show (a tenth of the console's).
    module: {
      rules: (consoleBuild.module?.rules ?? []).map((rule) =>
        rule && typeof rule === 'object' && rule.test === CATALOGUE
          ? catalogueRule(entryMessageIds('./src/signIn.tsx'))
          : rule,
      ),
    },
    output: { ...consoleBuild.output, clean: false },
    optimization: {
      ...consoleBuild.optimization,
      runtimeChunk: { name: `runtime-${SIGN_IN_ENTRY}` },
      splitChunks: { chunks: 'async' },
    },
    plugins: [
      htmlPage('login.html', SIGN_IN_ENTRY),
      new StatsJsonPlugin(`stats-${SIGN_IN_ENTRY}.json`, false),
      new PrebuiltStylesPlugin(SIGN_IN_ENTRY),
      new PrerenderedSignInPlugin(),
      ...trimmingPlugins(false),
      new CompileHintsPlugin([SIGN_IN_APP_CHUNK]),
      ...compressionPlugins(),
    ],
    devServer: undefined,
  };
  return [consoleBuild, signInBuild];
}
