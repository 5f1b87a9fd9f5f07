/**
 * pro-field's date field, loaded when a screen first draws one (the contract lists' start and end
 * searches): ProField imports it for every list and form, and with it antd's DatePicker and
 * rc-picker. The build puts this in its place (webpack.config.ts); a read-only date cell never
 * draws it (ResourceList renders dates itself).
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export default lazyPart(
  () =>
    import(
      /* webpackChunkName: "pro-field-date" */ '@ant-design/pro-field/es/components/DatePicker/index.js'
    ) as Promise<ComponentModule>,
);
