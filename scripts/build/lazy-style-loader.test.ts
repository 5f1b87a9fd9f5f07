/**
 * lazy-style-loader.cjs on antd's own style modules: the page's module keeps its style hook but
 * hands stand-ins for the functions, the `?real` module exports them and takes other style
 * modules as `?real` too, and a call whose arguments use its function's own names stays as is.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'acorn';

const require = createRequire(import.meta.url);
const loader = require('./lazy-style-loader.cjs') as (this: object, source: string) => string;
const antd = path.dirname(require.resolve('antd/es/index.js'));

function load(file: string, resourceQuery = '', source?: string): string {
  const resourcePath = path.join(antd, file);
  const output = loader.call({ resourcePath, resourceQuery }, source ?? fs.readFileSync(resourcePath, 'utf8'));
  parse(output, { ecmaVersion: 'latest', sourceType: 'module' });
  return output;
}

test("the page's module keeps the hook and its options, with stand-ins for the style and token functions", () => {
  const output = load('button/style/index.js');
  assert.match(
    output,
    /export default genStyleHooks\('Button', __lazyStyle\(__loadRealStyles, 0, 0\), __lazyStyle\(__loadRealStyles, 0, 1\), \{\s*unitless/,
  );
  assert.match(
    output,
    /import\(\/\* webpackChunkName: "runtime-styles" \*\/ ".*button[\\/]style[\\/]index\.js\?real"\)/,
  );
  // Nothing references the style generators any more: the minifier drops them.
  assert.doesNotMatch(output, /genSharedButtonStyle\(buttonToken\)/);
});

test('the real module exports the functions, and takes the style modules it imports as real too', () => {
  const output = load('button/style/index.js', '?real');
  assert.match(output, /genStyleHooks\('Button', null, null, \{/);
  assert.match(output, /export const __lazyStyleArgs = \[\[token => \{\s*const buttonToken = prepareToken\(token\);/);
  assert.match(output, /from "\.\.\/\.\.\/style\?real"/);
  assert.match(output, /from "\.\/token\?real"/);
  assert.match(output, /from '\.\.\/\.\.\/theme\/internal'/);
});

test('two hooks in one module are numbered in order', () => {
  const output = load('grid/style/index.js');
  assert.match(output, /useRowStyle = genStyleHooks\('Grid', __lazyStyle\(__loadRealStyles, 0, 0\)/);
  assert.match(output, /useColStyle = genStyleHooks\('Grid', __lazyStyle\(__loadRealStyles, 1, 0\)/);
});

test("a hook built inside a function moves when its arguments use none of that function's names", () => {
  assert.match(load('menu/style/index.js'), /genStyleHooks\('Menu', __lazyStyle\(__loadRealStyles, 0, 0\)/);
  const source = `import { genStyleHooks } from '../../theme/internal';
export default (prefixCls, size) => genStyleHooks('Thing', (token) => [{ width: size }], () => ({}))(prefixCls);`;
  assert.equal(load('thing/style/index.js', '', source), source);
});

test('a module without style hooks is left alone, unless loaded as real', () => {
  const motion = fs.readFileSync(path.join(antd, 'style/motion/zoom.js'), 'utf8');
  assert.equal(load('style/motion/zoom.js'), motion);
  assert.match(load('style/motion/zoom.js', '?real'), /export const __lazyStyleArgs = \[\];/);
});
