/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as webpack's config and loaders load it */
/**
 * The message ids an entry's own code can show: every `id: '…'` / `id="…"` in the source files it
 * imports, followed from the entry through relative imports (static and dynamic). The sign-in build
 * gives its catalogues only these (intl-ast-loader's `only`), so the sign-in pages do not download
 * the console's whole catalogue; read from the code at each build, the list cannot fall behind it.
 *
 * A message id built at run time (`id: \`…${x}\``) cannot be found this way, so a file the entry
 * imports that builds one fails the build rather than show English in another language.
 */
const fs = require('node:fs');
const path = require('node:path');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)*|\bimport\s+)(['"])(\.[^'"]+)\1/g;
const MESSAGE_ID = /\bid[:=]\s*\{?\s*(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\1/g;
const BUILT_ID = /\bid:\s*`/;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveSource(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(tsx?|json)$/.test(base)) return fs.existsSync(base) ? base : null;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

/** The message ids reachable from `entry` (a .ts/.tsx file), sorted. */
function entryMessageIds(entry) {
  const seen = new Set();
  const ids = new Set();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (BUILT_ID.test(text)) {
      throw new Error(`${file}: a message id built at run time; the sign-in build cannot know it (entry-messages.cjs)`);
    }
    for (const match of text.matchAll(MESSAGE_ID)) ids.add(match[2]);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSource(file, match[2]);
      if (target) pending.push(target);
    }
  }
  return [...ids].sort();
}

module.exports = { entryMessageIds };
