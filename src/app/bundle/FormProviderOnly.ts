/**
 * What the build gives antd's form context module (antd/es/form/context.js) in place of
 * `rc-field-form`: the one name it imports, `FormProvider`, from rc-field-form's own module (the
 * same context). rc-field-form declares no freedom from side effects, so its index brought the
 * whole form engine into every page that draws an input or a select, forms or not; the forms get
 * it from antd's Form as before (webpack.config.ts, scripts/build/trims.ts).
 */
export { FormProvider } from 'rc-field-form/es/FormContext';
