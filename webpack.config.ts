/**
 * Build of the console SPA. One build serves every deployment: hosts come from /config.json at run
 * time, so nothing here depends on where the console runs except the dev-server proxy target.
 */
import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration, StatsCompilation } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const API_TARGET = process.env.CONSOLE_API_TARGET ?? 'http://localhost:8080';

/** Writes dist/stats.json (chunk names, files, sizes, entry/route relations) for the bundle report. */
class StatsJsonPlugin {
  apply(compiler: Compiler): void {
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
      const outputPath = compiler.options.output.path ?? path.resolve(__dirname, 'dist');
      fs.mkdirSync(outputPath, { recursive: true });
      fs.writeFileSync(path.join(outputPath, 'stats.json'), JSON.stringify(json));
    });
  }
}

// Libraries every screen needs, cached separately from antd so an antd upgrade keeps them cached.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|redux-thunk|redux-persist|reselect|immer|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]/;

export default function config(_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';

  const devServer: DevServerConfiguration = {
    port: 3000,
    historyApiFallback: true,
    hot: true,
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: ['/api', '/connect', '/realms', '/config.json', '/.well-known'], target: API_TARGET, changeOrigin: false }],
  };

  return {
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    // Hidden maps: available for error reporting, never referenced from the served bundles.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      runtimeChunk: 'single',
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: false })],
      splitChunks: production
        ? {
            chunks: 'all',
            cacheGroups: {
              framework: { test: FRAMEWORK, name: 'framework', priority: 40, enforce: true },
              // No fixed name: antd and pro-components split by the set of routes that use them, so
              // the login route never pulls ProTable/ProForm code.
              defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
              default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
            },
          }
        : false,
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        title: 'Contract Console',
        templateParameters: { lang: 'en' },
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] }, noErrorOnMissing: true }],
      }),
      new StatsJsonPlugin(),
    ],
    devServer,
  };
}
