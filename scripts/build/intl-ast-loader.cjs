/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, as webpack loads it */
/**
 * Webpack loader for lang/<locale>.json: the catalogue's ICU messages parsed at build time into
 * the AST react-intl formats directly (what `formatjs compile --ast` writes), so the browser needs
 * no message parser (webpack.config.ts aliases the parser to its parser-free build).
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function intlAstLoader(source) {
  const messages = JSON.parse(source);
  // `only`: the ids an entry can show (entry-messages.cjs); the rest of the catalogue is left out.
  const only = this.getOptions?.().only;
  const wanted = only ? new Set(only) : null;
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (wanted && !wanted.has(id)) continue;
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is no valid ICU message: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
};
