import * as realChineseModule from 'antd/es/locale/zh_CN';
import english from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import * as standIn from './ProProviderDefaults';

const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');
/** Every text's path in an antd locale pack ('Table.filterReset', ...). */
const paths = (pack: object, prefix = ''): string[] =>
  Object.entries(pack).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? paths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
/** Chinese date-cell formats, where English takes rc-picker's default: not texts. */
const FORMATS_ONLY_IN_CHINESE = ['Calendar.lang.cellDateFormat', 'DatePicker.lang.cellDateFormat'];

describe("the stand-in for pro-provider's Chinese defaults (antd's zh_CN pack, dayjs's zh-cn)", () => {
  it("exports what antd's zh_CN pack exports, as English", () => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(realChineseModule)));
    expect(standIn.default).toBe(english);
    expect(standIn.default.locale).toBe('en');
  });

  it('has an English text wherever the Chinese pack has a text', () => {
    const ours = new Set(paths(standIn.default));
    const missing = paths(realChineseModule.default).filter((key) => !ours.has(key));
    expect(missing.sort()).toEqual(FORMATS_ONLY_IN_CHINESE);
  });

  it("keeps dayjs English when pro-provider asks for 'zh-cn' without it", () => {
    // pro-provider/es/index.js: dayjs.locale(locale?.locale || 'zh-cn'), with zh-cn not loaded.
    expect(dayjs.locale('zh-cn')).toBe('en');
  });
});
