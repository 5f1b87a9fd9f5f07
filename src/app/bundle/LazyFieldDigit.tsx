/**
 * pro-field's number field, loaded when a screen first draws one (a form's number input): ProField
 * imports it for every list and form, and with it antd's InputNumber, rc-input-number and its
 * decimal arithmetic, though no list shows or searches a number. The build puts this in its place
 * (webpack.config.ts); the form screens load the real one with their own chunk (routes.ts), so no
 * form waits for it.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export const loadFieldDigit = () =>
  import(
    /* webpackChunkName: "pro-field-digit" */ '@ant-design/pro-field/es/components/Digit/index.js'
  ) as Promise<ComponentModule>;

export default lazyPart(loadFieldDigit);
