import fs from 'node:fs';
import path from 'node:path';
import * as realLocales from '@ant-design/pro-layout/es/locales';
import * as standIn from './ProLayoutTexts';

const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');

/** Every language table of pro-layout's (its locales folder, as its locales/index.js imports them). */
const folder = path.dirname(require.resolve('@ant-design/pro-layout/lib/locales'));
const tables = fs
  .readdirSync(folder)
  .filter((name) => /^[a-z]{2}-[A-Z]{2}\.js$/.test(name))
  .map((name): [string, Record<string, string>] => [
    name.replace(/\.js$/, ''),
    jest.requireActual<{ default: Record<string, string> }>(path.join(folder, name)).default,
  ]);

describe("the stand-in for pro-layout's own texts", () => {
  it('exports what pro-layout/es/locales exports (ProLayout and its settings drawer import both)', () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realLocales)));
    expect(standIn.getLanguage()).toBe('en-US');
  });

  it('finds the language tables pro-layout has', () => {
    expect(tables.map(([language]) => language)).toEqual(expect.arrayContaining(['en-US', 'zh-CN']));
  });

  it.each(tables)('leaves out only settings-drawer texts (%s), which no screen shows', (_language, texts) => {
    // A pro-layout that gains a text of its layout (not of its settings drawer, which the console
    // does not draw) fails here: with the stand-in, the layout would show its default message instead.
    expect(Object.keys(texts).filter((id) => !id.startsWith('app.setting.'))).toEqual([]);
    expect(Object.keys(texts).length).toBeGreaterThan(0);
  });

  it('gives ProLayout no text of its own, so the default message it is given shows', () => {
    // ProLayout's formatMessage without the console's (pro-layout/es/ProLayout.js):
    const formatMessage = ({ id, defaultMessage }: { id: string; defaultMessage: string }) => {
      const locales = standIn.gLocaleObject();
      return locales[id] ? locales[id] : defaultMessage;
    };
    expect(standIn.gLocaleObject()).toEqual({});
    expect(formatMessage({ id: 'app.setting.pagestyle', defaultMessage: 'Page style' })).toBe('Page style');
  });
});
