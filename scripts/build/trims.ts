/**
 * Every build trim in one checked table. A trim replaces a module inside a library with a stand-in
 * from src/app/bundle/ (or an English text table, or a module that fails loudly) so that code no
 * screen runs stays out of the bundles, or loads when first drawn. Each was measured with the
 * bundle report (docs/performance.md, "Bundle and loading"); what each saves, with
 * `npm run trims:measure`, which builds the console without it (its `saves`).
 *
 * A trim reaches inside packages the console does not control, so the table is checked on every
 * production build of the console (TrimCheckPlugin):
 * - each trimmed package must be installed at the exact version the trim was written for (a
 *   lockfile refresh that moves one fails the build, naming the package and its trims);
 * - each trim must replace exactly the modules it lists under `replaces`, no fewer (a library that
 *   moved a file would silently switch the trim off) and no more (a pattern that catches a new
 *   module would replace code nobody looked at).
 * When a check fails: read the library's change, adapt the pattern, stand-in and `replaces`, then
 * update the version here (and in package.json for the direct dependencies).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { UNUSED_PRO_FIELDS } from '../../src/app/bundle/unusedProFields';
import { PRO_TEXTS_LOCALES } from '../../src/i18n/proTexts';

const ROOT = path.resolve(__dirname, '../..');
export const BUNDLE = path.join(ROOT, 'src/app/bundle');
const ANT = String.raw`[\/]node_modules[\/](?:@ant-design[\/])?`;

/** The packages the trims reach into, at the versions they were written for. */
export const TRIMMED_PACKAGES = {
  '@babel/runtime': '7.29.14',
  antd: '5.29.3',
  '@ant-design/pro-field': '3.1.0',
  '@ant-design/pro-form': '2.32.0',
  '@ant-design/pro-layout': '7.22.7',
  '@ant-design/pro-provider': '2.16.2',
  '@ant-design/pro-table': '3.21.0',
  '@ant-design/pro-utils': '2.18.0',
  '@rc-component/async-validator': '5.1.2',
  '@umijs/route-utils': '4.0.3',
  dayjs: '1.11.23',
  'rc-field-form': '2.7.1',
  'rc-table': '7.54.0',
  'rc-tree': '5.13.1',
  'rc-util': '5.44.4',
  swr: '2.5.1',
} as const;
type TrimmedPackage = keyof typeof TRIMMED_PACKAGES;

export interface Trim {
  /** What the trim keeps out or defers, and why no screen misses it. */
  why: string;
  /** The packages whose modules it replaces or whose imports it intercepts. */
  packages: readonly TrimmedPackage[];
  /**
   * The module replaced. Anchored at the start (`^swr$`), it matches the request as written;
   * otherwise the path a relative (or pro-field) request resolves to.
   */
  module: RegExp;
  /** Only for requests from these modules (default: from any). */
  from?: RegExp;
  /**
   * The stand-in in src/app/bundle/, or a function of the module pattern's first group (then
   * `name` says how messages name the trim).
   */
  by: string | ((match: string) => string | null);
  name?: string;
  /** Every module it replaces (requests as written, or paths below node_modules/), sorted. */
  replaces: readonly string[];
  /**
   * What it is worth, which a trim must be to stay: `kib`, the gzip KiB of JavaScript it keeps off
   * the first load of the route it helps most (entry, a list, a form or a page; measured with
   * `npm run trims:measure`, which builds without it), at least 3; or `ms`, for a trim made for
   * speed, the main-thread time it saved where it was measured (docs/performance.md).
   */
  saves: { kib: number; ms?: number };
}

export const TRIMS: readonly Trim[] = [
  {
    why: "pro-field's components of value types no screen uses; the stub throws, and unusedProFields.test.ts fails when a screen starts to use one",
    packages: ['@ant-design/pro-field'],
    module: new RegExp(
      `${ANT}(?:pro-field[\\/]es[\\/]components[\\/](?:${Object.keys(UNUSED_PRO_FIELDS).join('|')}))(?:[\\/]index(?:\\.js)?)?$`,
    ),
    by: 'UnusedProField.tsx',
    replaces: [
      '@ant-design/pro-field/es/components/Cascader',
      '@ant-design/pro-field/es/components/Checkbox',
      '@ant-design/pro-field/es/components/Code',
      '@ant-design/pro-field/es/components/ColorPicker',
      '@ant-design/pro-field/es/components/DigitRange',
      '@ant-design/pro-field/es/components/FromNow',
      '@ant-design/pro-field/es/components/Image',
      '@ant-design/pro-field/es/components/IndexColumn',
      '@ant-design/pro-field/es/components/Money',
      '@ant-design/pro-field/es/components/Password',
      '@ant-design/pro-field/es/components/Percent',
      '@ant-design/pro-field/es/components/Progress',
      '@ant-design/pro-field/es/components/Radio',
      '@ant-design/pro-field/es/components/RangePicker',
      '@ant-design/pro-field/es/components/Rate',
      '@ant-design/pro-field/es/components/Second',
      '@ant-design/pro-field/es/components/Segmented',
      '@ant-design/pro-field/es/components/Slider',
      '@ant-design/pro-field/es/components/TimePicker',
      '@ant-design/pro-field/es/components/TreeSelect',
    ],
    saves: { kib: 137.5 },
  },
  {
    why: "ProTable's search form, loaded when a list first draws it: the table draws first, in the form's place an empty card of its height (it brings pro-form, antd's Form and rc-field-form, which nothing else on a list's first screen runs)",
    packages: ['@ant-design/pro-table'],
    module: new RegExp(`${ANT}pro-table[\\/]es[\\/]components[\\/]Form(?:[\\/]index)?(?:\\.js)?$`),
    from: new RegExp(`${ANT}pro-table[\\/]es[\\/]Table\\.js$`),
    by: 'LazyTableSearch.tsx',
    replaces: ['@ant-design/pro-table/es/components/Form'],
    saves: { kib: 34.8 },
  },
  {
    why: "pro-form as ProTable's table module imports it: the grid context from its own small module, and a ProForm only for rows edited in place (no list has them; it fails loudly)",
    packages: ['@ant-design/pro-table', '@ant-design/pro-form'],
    module: /^@ant-design[\\/]pro-form$/,
    from: new RegExp(`${ANT}pro-table[\\/]es[\\/]Table\\.js$`),
    by: 'TableProForm.ts',
    replaces: ['@ant-design/pro-form'],
    saves: { kib: 27 },
  },
  {
    why: "ProTable's cell renderer: typed cells drawn by pro-field's ProField as pro-form's ProFormField draws them in read mode, without pro-form and antd's Form (cells edited in place fail loudly)",
    packages: ['@ant-design/pro-table'],
    module: new RegExp(`${ANT}pro-table[\\/]es[\\/]utils[\\/]cellRenderToFromItem(?:\\.js)?$`),
    from: new RegExp(`${ANT}pro-table[\\/]es[\\/]utils[\\/]columnRender\\.js$`),
    by: 'TableCells.tsx',
    replaces: ['@ant-design/pro-table/es/utils/cellRenderToFromItem'],
    saves: { kib: 31.4 },
  },
  {
    why: "rc-field-form as antd's form context imports it (every input and select reaches it): FormProvider alone, from its own module, not the whole form engine, which the forms get from antd's Form",
    packages: ['rc-field-form', 'antd'],
    module: /^rc-field-form$/,
    from: new RegExp(`${ANT}antd[\\/]es[\\/]form[\\/]context\\.js$`),
    by: 'FormProviderOnly.ts',
    replaces: ['rc-field-form'],
    saves: { kib: 9.5 },
  },
  {
    why: "antd's form hook module as the radio group imports it (the table's row selection brings the group into every list): the name-path helper alone, without rc-field-form's engine behind the hook",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]form[\\/]hooks[\\/]useForm(?:\\.js)?$`),
    from: new RegExp(`${ANT}antd[\\/]es[\\/]radio[\\/]group\\.js$`),
    by: 'RadioNamePath.ts',
    replaces: ['antd/es/form/hooks/useForm'],
    saves: { kib: 11.6 },
  },
  {
    why: "pro-form's steps, drawer, modal and light-filter layouts, which ProTable's schema form imports; lists use the query filter",
    packages: ['@ant-design/pro-form'],
    module: new RegExp(
      `${ANT}pro-form[\\/]es[\\/](?:layouts[\\/](?:StepsForm|DrawerForm|ModalForm|LightFilter)|components[\\/]SchemaForm[\\/]layoutType[\\/]StepsForm)(?:[\\/]index)?(?:\\.js)?$`,
    ),
    by: 'UnusedModule.ts',
    replaces: [
      '@ant-design/pro-form/es/components/SchemaForm/layoutType/StepsForm',
      '@ant-design/pro-form/es/layouts/DrawerForm',
      '@ant-design/pro-form/es/layouts/LightFilter',
      '@ant-design/pro-form/es/layouts/ModalForm',
      '@ant-design/pro-form/es/layouts/StepsForm',
    ],
    saves: { kib: 14.3 },
  },
  {
    why: "the table's column filter menu, loaded when a column first has filters (no list has any)",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown(?:\\.js)?$`),
    by: 'LazyTableFilter.tsx',
    replaces: ['antd/es/table/hooks/useFilter/FilterDropdown'],
    // Since antd's Tree is in the menu again (2.2 while a dropped trim kept it out of the menu).
    saves: { kib: 17.4 },
  },
  {
    why: "rc-tree's helpers in the table's row selection: the two list helpers kept, the tree-data ones out",
    packages: ['rc-tree', 'antd'],
    module: /^rc-tree[\\/]es[\\/](?:util|utils[\\/](?:conductUtil|treeUtil))(?:\.js)?$/,
    from: new RegExp(`${ANT}antd[\\/]es[\\/]table[\\/]`),
    by: 'TableTreeUtils.ts',
    replaces: ['rc-tree/es/util', 'rc-tree/es/utils/conductUtil', 'rc-tree/es/utils/treeUtil'],
    saves: { kib: 4.7 },
  },
  {
    why: "pro-utils' editable-row hook, which ProTable calls on every list: no list edits rows in place (the stand-in fails loudly)",
    packages: ['@ant-design/pro-utils'],
    module: new RegExp(`${ANT}pro-utils[\\/]es[\\/]useEditableArray(?:[\\/]index)?(?:\\.js)?$`),
    by: 'ReadOnlyTableRows.ts',
    replaces: ['@ant-design/pro-utils/es/useEditableArray'],
    saves: { kib: 6 },
  },
  {
    why: "the search form's renderers of column types no list uses (pro-form's List, FieldSet, Group, divider, dependency)",
    packages: ['@ant-design/pro-form'],
    module: new RegExp(
      `${ANT}pro-form[\\/]es[\\/]components[\\/]SchemaForm[\\/]valueType[\\/](?:formList|formSet|group|divider|dependency)(?:\\.js)?$`,
    ),
    by: 'SchemaFormValueTypes.ts',
    replaces: [
      '@ant-design/pro-form/es/components/SchemaForm/valueType/dependency',
      '@ant-design/pro-form/es/components/SchemaForm/valueType/divider',
      '@ant-design/pro-form/es/components/SchemaForm/valueType/formList',
      '@ant-design/pro-form/es/components/SchemaForm/valueType/formSet',
      '@ant-design/pro-form/es/components/SchemaForm/valueType/group',
    ],
    saves: { kib: 7.1 },
  },
  {
    why: "antd Typography's in-place editor (with antd's TextArea), loaded when a text is first edited",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]typography[\\/]Editable(?:\\.js)?$`),
    by: 'LazyTypographyEditable.tsx',
    replaces: ['antd/es/typography/Editable'],
    saves: { kib: 5.2 },
  },
  {
    why: "antd Input's text area, password, OTP and search, loaded when first drawn",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]input(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyInputParts.tsx',
    replaces: ['antd/es/input'],
    saves: { kib: 6.5 },
  },
  {
    why: "rc-table's scrollbar measuring (a restyle and layout of the page at each table's mount, 90–140 ms of a phone's /tenant): only for a pinned header, which no list has",
    packages: ['rc-util', 'rc-table'],
    module: /^rc-util[\\/]es[\\/]getScrollBarSize(?:\.js)?$/,
    from: /[\\/]node_modules[\\/]rc-table[\\/]es[\\/]Table\.js$/,
    by: 'TableScrollbarSize.ts',
    replaces: ['rc-util/es/getScrollBarSize'],
    saves: { kib: 0, ms: 90 },
  },
  {
    why: "Babel's object-spread helper in the ES5 builds of antd, rc-* and pro-components, which copies key by key (30 ms of a cold /tenant): Object.assign copies the same keys natively; ObjectSpread.test.ts compares both and fails if a library writes an accessor beside a spread",
    packages: ['@babel/runtime'],
    module: /^@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]objectSpread2(?:\.js)?$/,
    by: 'ObjectSpread.ts',
    replaces: ['@babel/runtime/helpers/esm/objectSpread2'],
    saves: { kib: 0, ms: 30 },
  },
  {
    why: "rc-util's visibility check in antd's Form.Item, which lays out the page during every render of a form field (42 ms of a cold /tenant): whether the item is in the document is all its margin measuring needs",
    packages: ['rc-util', 'antd'],
    module: /^rc-util[\\/]es[\\/]Dom[\\/]isVisible(?:\.js)?$/,
    from: new RegExp(`${ANT}antd[\\/]es[\\/]form[\\/]FormItem[\\/]ItemHolder\\.js$`),
    by: 'FormItemOnScreen.ts',
    replaces: ['rc-util/es/Dom/isVisible'],
    saves: { kib: 0, ms: 42 },
  },
  {
    why: 'the parts of ProLayout the console draws itself: header, menu, app list and logo (the stand-ins fail loudly if drawn)',
    packages: ['@ant-design/pro-layout'],
    module: new RegExp(
      `${ANT}pro-layout[\\/]es[\\/](?:components[\\/](?:GlobalHeader|TopNavHeader|AppsLogoComponents|SiderMenu[\\/]BaseMenu)|assert[\\/]Logo)(?:[\\/]index)?(?:\\.js)?$`,
    ),
    by: 'UnusedLayoutParts.tsx',
    replaces: [
      '@ant-design/pro-layout/es/assert/Logo',
      '@ant-design/pro-layout/es/components/AppsLogoComponents',
      '@ant-design/pro-layout/es/components/GlobalHeader',
      '@ant-design/pro-layout/es/components/SiderMenu/BaseMenu',
      '@ant-design/pro-layout/es/components/TopNavHeader',
    ],
    saves: { kib: 8.9 },
  },
  {
    why: "antd's Drawer as `import { Drawer } from 'antd'` names it (ProLayout's phone menu, the file gallery), loaded when first opened",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]drawer(?:[\\/]index(?:\\.js)?)?$`),
    from: new RegExp(`${ANT}antd[\\/]es[\\/]index\\.js$`),
    by: 'LazyDrawer.tsx',
    replaces: ['antd/es/drawer'],
    saves: { kib: 3.2 },
  },
  {
    why: "rc-field-form's rule checker, loaded at the first check (and with the forms' chunk)",
    packages: ['@rc-component/async-validator', 'rc-field-form'],
    module: /^@rc-component[\\/]async-validator$/,
    from: /[\\/]rc-field-form[\\/]/,
    by: 'LazyAsyncValidator.ts',
    replaces: ['@rc-component/async-validator'],
    saves: { kib: 4.5 },
  },
  {
    why: 'copyable and ellipsis cells (antd Typography), loaded when a column first asks for one',
    packages: ['@ant-design/pro-utils'],
    module: new RegExp(`${ANT}pro-utils[\\/]es[\\/]genCopyable(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyCopyable.tsx',
    replaces: ['@ant-design/pro-utils/es/genCopyable'],
    saves: { kib: 6.4 },
  },
  {
    why: "swr, for pro-components' `request` props, which no screen uses: one hook's worth of it",
    packages: ['swr'],
    module: /^swr$/,
    from: new RegExp(`${ANT}pro-[a-z]+[\\/]es[\\/]`),
    by: 'SmallSwr.tsx',
    replaces: ['swr'],
    saves: { kib: 4.8 },
  },
  {
    why: "pro-provider's Chinese defaults for an unset antd locale: the console always sets one",
    packages: ['@ant-design/pro-provider', 'antd', 'dayjs'],
    module: /^(?:antd[\\/]es[\\/]locale[\\/]zh_CN|dayjs[\\/]locale[\\/]zh-cn)$/,
    from: new RegExp(`${ANT}pro-provider[\\/]es[\\/]index\\.js$`),
    by: 'ProProviderDefaults.ts',
    replaces: ['antd/es/locale/zh_CN', 'dayjs/locale/zh-cn'],
    saves: { kib: 3.1 },
  },
  {
    why: "ProLayout's menu data from a route table (the console gives none) and its path matching",
    packages: ['@umijs/route-utils', '@ant-design/pro-layout'],
    module: /^@umijs[\\/]route-utils$/,
    from: new RegExp(`${ANT}pro-layout[\\/]es[\\/]`),
    by: 'LayoutMenuData.ts',
    replaces: ['@umijs/route-utils'],
    saves: { kib: 6.2 },
  },
  {
    why: "pro-layout's settings-drawer texts in five languages: the console has no settings drawer",
    packages: ['@ant-design/pro-layout'],
    module: new RegExp(`${ANT}pro-layout[\\/]es[\\/]locales(?:[\\/]index)?(?:\\.js)?$`),
    by: 'ProLayoutTexts.ts',
    replaces: ['@ant-design/pro-layout/es/locales'],
    saves: { kib: 3.1 },
  },
  {
    why: "pro-table's column-setting panel, which alone brings antd's Tree: loaded when a list's toolbar is first drawn",
    packages: ['@ant-design/pro-table'],
    module: new RegExp(`${ANT}pro-table[\\/]es[\\/]components[\\/]ColumnSetting(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyColumnSetting.tsx',
    replaces: ['@ant-design/pro-table/es/components/ColumnSetting'],
    saves: { kib: 25.2 },
  },
  {
    why: "pro-field's date fields, loaded when first drawn",
    packages: ['@ant-design/pro-field'],
    module: new RegExp(`${ANT}pro-field[\\/]es[\\/]components[\\/]DatePicker(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyFieldDatePicker.tsx',
    replaces: ['@ant-design/pro-field/es/components/DatePicker'],
    saves: { kib: 27.2 },
  },
  {
    why: "pro-field's number fields, loaded when first drawn",
    packages: ['@ant-design/pro-field'],
    module: new RegExp(`${ANT}pro-field[\\/]es[\\/]components[\\/]Digit(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyFieldDigit.tsx',
    replaces: ['@ant-design/pro-field/es/components/Digit'],
    saves: { kib: 6.9 },
  },
  {
    why: "pro-field's select inputs, loaded when first drawn (a list's cells only write an option's text; the forms and the search form load the search select with their code, and no screen draws the light filter's)",
    packages: ['@ant-design/pro-field'],
    module: new RegExp(
      `${ANT}pro-field[\\/]es[\\/]components[\\/]Select[\\/](SearchSelect|LightSelect)(?:[\\/]index(?:\\.js)?)?$`,
    ),
    from: new RegExp(`${ANT}pro-field[\\/]es[\\/]components[\\/]Select[\\/]index\\.js$`),
    name: 'LazyField(Light)Select.tsx',
    by: (select) => path.join(BUNDLE, select === 'LightSelect' ? 'LazyFieldLightSelect.tsx' : 'LazyFieldSelect.tsx'),
    replaces: [
      '@ant-design/pro-field/es/components/Select/LightSelect',
      '@ant-design/pro-field/es/components/Select/SearchSelect',
    ],
    saves: { kib: 21.6 },
  },
  {
    why: "the virtual table (antd's `virtual` prop): lists page through the server instead; with antd's Select out of the lists, it alone brought rc-virtual-list (the stand-in fails loudly)",
    packages: ['antd', 'rc-table'],
    module: new RegExp(
      `${ANT}(?:antd[\\/]es[\\/]table[\\/]RcTable|rc-table[\\/]es)[\\/]VirtualTable(?:[\\/]index)?(?:\\.js)?$`,
    ),
    by: 'UnusedModule.ts',
    replaces: ['antd/es/table/RcTable/VirtualTable', 'rc-table/es/VirtualTable'],
    saves: { kib: 8.3 },
  },
  {
    why: "antd's modal hook as antd's App imports it (every screen's App.useApp().modal): the hook's shape, the real one loaded and mounted when an action first opens a dialog",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]modal[\\/]useModal(?:[\\/]index(?:\\.js)?)?$`),
    from: new RegExp(`${ANT}antd[\\/]es[\\/]app[\\/]App\\.js$`),
    by: 'LazyModalHook.tsx',
    replaces: ['antd/es/modal/useModal'],
    saves: { kib: 8.9 },
  },
  {
    why: "antd's Select as the pagination imports it (the page-size changer under every list): the closed select drawn as antd draws it, the real one asked for after the list's first frame or when the pointer comes",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]select(?:[\\/]index(?:\\.js)?)?$`),
    from: new RegExp(`${ANT}antd[\\/]es[\\/]pagination[\\/]Pagination\\.js$`),
    by: 'PaginationSizeChanger.tsx',
    replaces: ['antd/es/select'],
    saves: { kib: 14.6 },
  },
  {
    why: "antd's Tabs (pro-table's toolbar, pro-card and pro-layout import it for tabs no list shows), loaded when first drawn",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]tabs(?:[\\/]index(?:\\.js)?)?$`),
    by: 'LazyTabs.tsx',
    replaces: ['antd/es/tabs'],
    saves: { kib: 8.7 },
  },
  {
    why: "antd Result's 404 picture, loaded when first drawn",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]result[\\/]noFound(?:\\.js)?$`),
    by: 'LazyNotFoundImage.ts',
    replaces: ['antd/es/result/noFound'],
    saves: { kib: 3.7 },
  },
  {
    why: "antd Result's 500 picture, loaded when first drawn",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]result[\\/]serverError(?:\\.js)?$`),
    by: 'LazyServerErrorImage.ts',
    replaces: ['antd/es/result/serverError'],
    saves: { kib: 4 },
  },
  {
    why: "antd Result's 403 picture, loaded when first drawn",
    packages: ['antd'],
    module: new RegExp(`${ANT}antd[\\/]es[\\/]result[\\/]unauthorized(?:\\.js)?$`),
    by: 'LazyUnauthorizedImage.ts',
    replaces: ['antd/es/result/unauthorized'],
    saves: { kib: 3.4 },
  },
  {
    why: "pro-provider's texts in 33 languages: English in the page, the console's other languages load with the language (src/i18n/proTexts.ts), every other language is English as the console's own texts are",
    packages: ['@ant-design/pro-provider'],
    module: new RegExp(`${ANT}pro-provider[\\/]es[\\/]locale[\\/]([a-z]{2}_[A-Z]{2})$`),
    from: new RegExp(`${ANT}pro-provider[\\/]es[\\/]intl\\.js$`),
    name: 'pro-provider texts',
    by: (locale) =>
      locale === 'en_US'
        ? null
        : Object.values(PRO_TEXTS_LOCALES).includes(locale)
          ? `${path.join(BUNDLE, 'ProProviderTexts.ts')}?${locale}`
          : './locale/en_US',
    replaces: [
      '@ant-design/pro-provider/es/locale/ar_EG',
      '@ant-design/pro-provider/es/locale/ca_ES',
      '@ant-design/pro-provider/es/locale/cs_CZ',
      '@ant-design/pro-provider/es/locale/de_DE',
      '@ant-design/pro-provider/es/locale/en_GB',
      '@ant-design/pro-provider/es/locale/es_ES',
      '@ant-design/pro-provider/es/locale/fa_IR',
      '@ant-design/pro-provider/es/locale/fr_FR',
      '@ant-design/pro-provider/es/locale/he_IL',
      '@ant-design/pro-provider/es/locale/hr_HR',
      '@ant-design/pro-provider/es/locale/id_ID',
      '@ant-design/pro-provider/es/locale/it_IT',
      '@ant-design/pro-provider/es/locale/ja_JP',
      '@ant-design/pro-provider/es/locale/ko_KR',
      '@ant-design/pro-provider/es/locale/mn_MN',
      '@ant-design/pro-provider/es/locale/ms_MY',
      '@ant-design/pro-provider/es/locale/nl_NL',
      '@ant-design/pro-provider/es/locale/pl_PL',
      '@ant-design/pro-provider/es/locale/pt_BR',
      '@ant-design/pro-provider/es/locale/ro_RO',
      '@ant-design/pro-provider/es/locale/ru_RU',
      '@ant-design/pro-provider/es/locale/sk_SK',
      '@ant-design/pro-provider/es/locale/sr_RS',
      '@ant-design/pro-provider/es/locale/sv_SE',
      '@ant-design/pro-provider/es/locale/th_TH',
      '@ant-design/pro-provider/es/locale/tr_TR',
      '@ant-design/pro-provider/es/locale/uk_UA',
      '@ant-design/pro-provider/es/locale/uz_UZ',
      '@ant-design/pro-provider/es/locale/vi_VN',
      '@ant-design/pro-provider/es/locale/zh_CN',
      '@ant-design/pro-provider/es/locale/zh_HK',
      '@ant-design/pro-provider/es/locale/zh_TW',
    ],
    saves: { kib: 12.3 },
  },
];

/** What a match is recorded as: the request as written, or its path below the last node_modules/. */
function matchName(target: string): string {
  const index = target.lastIndexOf(`node_modules${path.sep}`);
  return (index < 0 ? target : target.slice(index + 'node_modules/'.length)).split(path.sep).join('/');
}

/** How messages name a trim: its stand-in, or its `name` when `by` is a function. */
function nameOf(trim: Trim): string {
  return typeof trim.by === 'string' ? trim.by : (trim.name ?? String(trim.module));
}

/**
 * Whether a request from `issuer` is replaced, and by what (null: kept), with the trim that did it.
 */
export function replacementOf(
  request: string,
  resolved: string | null,
  issuer: string,
  off: ReadonlySet<number> = new Set(),
): { trim: number; by: string; target: string } | null {
  // The stand-ins import the real modules they load lazily.
  if (issuer.startsWith(BUNDLE)) return null;
  for (const [index, { module, from, by }] of TRIMS.entries()) {
    if (off.has(index)) continue;
    const target = module.source.startsWith('^') ? request : resolved;
    const match = target === null ? null : module.exec(target);
    if (!match || target === null || (from && !from.test(issuer))) continue;
    const replacement = typeof by === 'string' ? path.join(BUNDLE, by) : by(match[1]);
    return replacement === null ? null : { trim: index, by: replacement, target: matchName(target) };
  }
  return null;
}

/** Installed versions that differ from the table's, as messages (none: all as written). */
export function versionDrift(
  installed: (name: string) => string | null = (name) => {
    const file = path.join(ROOT, 'node_modules', name, 'package.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
  },
): string[] {
  return Object.entries(TRIMMED_PACKAGES).flatMap(([name, version]) => {
    const actual = installed(name);
    if (actual === version) return [];
    const users = TRIMS.filter((trim) => trim.packages.includes(name as TrimmedPackage)).map((trim) => nameOf(trim));
    return [
      `build trims: ${name} is ${actual ?? 'not installed'}, the trims were written for ${version} (${users.join(', ')}); see scripts/build/trims.ts`,
    ];
  });
}

/**
 * Differences between what each trim replaced in a build and what it lists (none: as written);
 * trims switched `off` replace nothing and are not checked.
 */
export function replacementDrift(
  matched: ReadonlyMap<number, ReadonlySet<string>>,
  off: ReadonlySet<number> = new Set(),
): string[] {
  return TRIMS.flatMap((trim, index) => {
    if (off.has(index)) return [];
    const found = [...(matched.get(index) ?? [])].sort();
    const name = nameOf(trim);
    const missing = trim.replaces.filter((module) => !found.includes(module));
    const extra = found.filter((module) => !trim.replaces.includes(module));
    return [
      ...(found.length === 0 ? [`build trims: the trim by ${name} replaced nothing (${trim.module})`] : []),
      ...missing.map((module) => `build trims: the trim by ${name} no longer replaces ${module}`),
      ...extra.map((module) => `build trims: the trim by ${name} also replaced ${module}, which it does not list`),
    ];
  });
}

/**
 * The trims switched off by `TRIMS_OFF` (indices into TRIMS, comma-separated), to measure what each
 * saves (scripts/build/measure-trims.ts); undefined when it is unset, as in every ordinary build.
 */
export function trimsOff(value = process.env.TRIMS_OFF): ReadonlySet<number> | undefined {
  if (value === undefined) return undefined;
  const indices = value
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number);
  const wrong = indices.filter((index) => !Number.isInteger(index) || !TRIMS[index]);
  if (wrong.length > 0) throw new Error(`TRIMS_OFF: no trim ${wrong.join(', ')} (0 to ${TRIMS.length - 1})`);
  return new Set(indices);
}

/**
 * The trims as a webpack plugin. With `check`, the build fails on version drift (at once) and on
 * replacement drift (when the compilation is done); `TRIMS_RECORD=<file>` writes what each trim
 * replaced, to fill in `replaces` after a deliberate change. Trims switched `off` are neither
 * applied nor checked.
 */
export function trimmingPlugins(
  check: boolean,
  off: ReadonlySet<number> = new Set(),
): NonNullable<webpack.Configuration['plugins']> {
  const matched = new Map<number, Set<string>>();
  const replace = new webpack.NormalModuleReplacementPlugin(
    /./,
    (resource: { request: string; context: string; contextInfo?: { issuer?: string } }) => {
      const { request, context } = resource;
      const local = request.startsWith('.') || request.startsWith('@ant-design/pro-field');
      const replacement = replacementOf(
        request,
        local ? path.resolve(context, request) : null,
        resource.contextInfo?.issuer ?? '',
        off,
      );
      if (!replacement) return;
      resource.request = replacement.by;
      if (!matched.has(replacement.trim)) matched.set(replacement.trim, new Set());
      matched.get(replacement.trim)?.add(replacement.target);
    },
  );
  if (!check) return [replace];
  const checkPlugin = {
    apply(compiler: Compiler) {
      const versions = versionDrift();
      compiler.hooks.thisCompilation.tap('TrimCheckPlugin', (compilation) => {
        for (const message of versions) compilation.errors.push(new webpack.WebpackError(message));
      });
      compiler.hooks.afterCompile.tap('TrimCheckPlugin', (compilation) => {
        // Child compilations (the HTML pages) inherit the hook and run before the console's is done.
        if (compilation.compiler.isChild()) return;
        const record = process.env.TRIMS_RECORD;
        if (record)
          fs.writeFileSync(
            record,
            JSON.stringify(
              TRIMS.map((_, index) => [...(matched.get(index) ?? [])].sort()),
              null,
              2,
            ),
          );
        // With a trim switched off, what it kept out may bring requests another trim then replaces:
        // a measuring run's drift is a warning.
        const drift = off.size > 0 ? compilation.warnings : compilation.errors;
        for (const message of replacementDrift(matched, off)) drift.push(new webpack.WebpackError(message));
      });
    },
  };
  return [replace, checkPlugin];
}
