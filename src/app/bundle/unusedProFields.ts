/**
 * Value types of pro-components that no screen of the console uses. ProField imports a component
 * for every value type it knows (date and colour pickers, cascader, tree select, slider, rate,
 * image, segmented, progress…), so ProTable and ProForm would bring all of them into every list
 * and form; the build (webpack.config.ts) replaces these with UnusedProField, which throws.
 * unusedProFields.test.ts fails when a screen starts to use one of them: then take it off here.
 */

/** pro-field component folder (`@ant-design/pro-field/es/components/<Folder>`) → the value types it draws. */
export const UNUSED_PRO_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Cascader: ['cascader'],
  Checkbox: ['checkbox'],
  Code: ['code', 'jsonCode'],
  ColorPicker: ['color'],
  DigitRange: ['digitRange'],
  FromNow: ['fromNow'],
  Image: ['image', 'avatar'],
  IndexColumn: ['index', 'indexBorder'],
  Money: ['money'],
  Password: ['password'],
  Percent: ['percent'],
  Progress: ['progress'],
  Radio: ['radio', 'radioButton'],
  RangePicker: ['dateRange', 'dateTimeRange', 'dateWeekRange', 'dateMonthRange', 'dateQuarterRange', 'dateYearRange'],
  Rate: ['rate'],
  Second: ['second'],
  Segmented: ['segmented'],
  Slider: ['slider'],
  TimePicker: ['time', 'timeRange'],
  TreeSelect: ['treeSelect'],
};

/** The value type each ProForm field component of pro-components draws. */
export const PRO_FORM_VALUE_TYPES: Readonly<Record<string, string>> = {
  ProFormText: 'text',
  ProFormTextArea: 'textarea',
  ProFormSelect: 'select',
  ProFormSwitch: 'switch',
  ProFormDigit: 'digit',
  ProFormDigitRange: 'digitRange',
  ProFormMoney: 'money',
  ProFormCheckbox: 'checkbox',
  ProFormRadio: 'radio',
  ProFormRate: 'rate',
  ProFormSlider: 'slider',
  ProFormSegmented: 'segmented',
  ProFormCascader: 'cascader',
  ProFormTreeSelect: 'treeSelect',
  ProFormColorPicker: 'color',
  ProFormTimePicker: 'time',
  ProFormDatePicker: 'date',
  ProFormDateTimePicker: 'dateTime',
  ProFormDateRangePicker: 'dateRange',
  ProFormDateTimeRangePicker: 'dateTimeRange',
  ProFormDateWeekRangePicker: 'dateWeekRange',
  ProFormDateMonthRangePicker: 'dateMonthRange',
  ProFormDateQuarterRangePicker: 'dateQuarterRange',
  ProFormDateYearRangePicker: 'dateYearRange',
  ProFormCaptcha: 'text',
  ProFormUploadButton: 'text',
  ProFormUploadDragger: 'text',
};

export const unusedValueTypes = (): Set<string> => new Set(Object.values(UNUSED_PRO_FIELDS).flat());
