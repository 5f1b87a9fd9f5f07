/**
 * Webpack loader for lang/*.json: precompiles each ICU message to the AST react-intl formats
 * from, so the browser never parses a catalogue message. A message that does not parse fails the
 * build here rather than on screen.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

export default function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is not valid ICU: ${error.message}`);
    }
  }
  // JSON.parse of a string literal is faster to start than the same object as a JS literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}
