/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, as webpack loads it */
/**
 * Webpack loader for antd's style modules (antd/es/<component>/style/*.js): their style
 * generators leave the page's bundles and load only when a style has to be generated in the
 * browser. With the prebuilt styles (prebuilt-styles.tsx) the light theme's styles are in a CSS
 * file, so @ant-design/cssinjs never calls a generator for them; the dark and compact themes,
 * reduced motion and components the file leaves out still need them.
 *
 * A style module declares its style hook with a factory call:
 *
 *   export default genStyleHooks('Button', token => [...], prepareComponentToken, { unitless });
 *
 * The module as the page gets it keeps that call, and so the hook, its name and its options (its
 * React hooks and class names are the same as before), but passes stand-ins for the style
 * function and the component-token function (src/app/bundle/lazyStyles.ts). What only they used
 * drops out of the bundle. The stand-ins call the real functions from the same module loaded as
 * `<module>?real` (chunk runtime-styles), which exports copies of the calls' arguments and takes
 * the style modules it imports as `?real` too, so that their helpers leave the page's bundles
 * as well.
 *
 * A call inside a function (Menu's and Tooltip's hooks are built on each render) is handled the
 * same way when its arguments use nothing of that function's own names; otherwise it stays.
 */
const acorn = require('acorn');
const path = require('path');

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const RUNTIME = path.resolve(__dirname, '../../src/app/bundle/lazyStyles.ts');
const ANTD_ES = path.dirname(require.resolve('antd/es/index.js'));
/** A style module of antd: a style folder's file, or a style.js (the button wave's). */
const STYLE_MODULE = /(^|[\\/])style([\\/]|\.js$|$)/;
const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

/** Calls `visit(node, ancestors)` for every node under `node`, not entering `skip`ped nodes. */
function walk(node, visit, skip = new Set(), ancestors = []) {
  if (skip.has(node)) return;
  visit(node, ancestors);
  const inner = [...ancestors, node];
  for (const key of Object.keys(node)) {
    const value = node[key];
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') walk(child, visit, skip, inner);
    }
  }
}

function identifiers(node, skip) {
  const names = new Set();
  walk(node, (n) => n.type === 'Identifier' && names.add(n.name), skip);
  return names;
}

/** The arguments a stand-in replaces: the style function, and the component-token function if it is one. */
function lazyArguments(call) {
  const [, styleFn, tokenFn] = call.arguments;
  const isFunction = tokenFn && (tokenFn.type === 'Identifier' || /FunctionExpression$/.test(tokenFn.type));
  return isFunction ? [styleFn, tokenFn] : [styleFn];
}

/**
 * The style-hook factory calls whose arguments can move: at the top level, or inside functions
 * whose names (parameters and declarations, counted generously) the arguments do not use.
 */
function styleHookCalls(program) {
  const calls = [];
  walk(program, (node, ancestors) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
    if (!STYLE_HOOK_FACTORIES.has(node.callee.name) || node.arguments.length < 2) return;
    const args = lazyArguments(node);
    const enclosing = ancestors.filter((a) => FUNCTION.test(a.type));
    const own = new Set(enclosing.flatMap((fn) => [...identifiers(fn, new Set(args))]));
    const used = args.flatMap((arg) => [...identifiers(arg)]);
    if (used.every((name) => !own.has(name))) calls.push(node);
  });
  return calls;
}

/** Replaces [start, end) ranges of source, given in any order. */
function splice(source, edits) {
  let out = source;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

/** `?real` on the imports of other style modules, so that they come along in the runtime-styles chunk. */
function realImports(program, directory) {
  const edits = [];
  for (const statement of program.body) {
    const source = statement.source;
    if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) continue;
    const target = path.relative(ANTD_ES, path.resolve(directory, source.value));
    if (target.startsWith('..') || !STYLE_MODULE.test(target)) continue;
    edits.push({ start: source.start, end: source.end, text: JSON.stringify(`${source.value}?real`) });
  }
  return edits;
}

module.exports = function lazyStyleLoader(source) {
  const real = this.resourceQuery === '?real';
  if (!real && ![...STYLE_HOOK_FACTORIES].some((name) => source.includes(`${name}(`))) return source;
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const calls = styleHookCalls(program);

  if (real) {
    // The calls' arguments exported (their hooks are never used from here), the imports real too.
    const edits = realImports(program, path.dirname(this.resourcePath));
    const exported = calls.map((call) => {
      const args = lazyArguments(call);
      args.forEach((arg) => edits.push({ start: arg.start, end: arg.end, text: 'null' }));
      return `[${args.map((arg) => source.slice(arg.start, arg.end)).join(', ')}]`;
    });
    return `${splice(source, edits)}\nexport const __lazyStyleArgs = [${exported.join(',\n')}];\n`;
  }

  if (calls.length === 0) return source;
  const edits = calls.flatMap((call, index) =>
    lazyArguments(call).map((arg, which) => ({
      start: arg.start,
      end: arg.end,
      text: `__lazyStyle(__loadRealStyles, ${index}, ${which})`,
    })),
  );
  const realModule = JSON.stringify(`${this.resourcePath}?real`);
  return (
    `import { lazyStyle as __lazyStyle } from ${JSON.stringify(RUNTIME)};\n` +
    `const __loadRealStyles = () => import(/* webpackChunkName: "runtime-styles" */ ${realModule});\n` +
    splice(source, edits)
  );
};
