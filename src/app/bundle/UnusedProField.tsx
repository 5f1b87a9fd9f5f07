/**
 * What the production build puts in place of a pro-field component no screen uses (see
 * unusedProFields.ts). Drawing one is a defect of that list, so it fails loudly instead of
 * showing an empty cell or field.
 */
function UnusedProField(props: { valueType?: unknown }): never {
  throw new Error(
    `A pro-components value type the build leaves out was drawn (${String(props.valueType ?? 'see the stack')}): take it off src/app/bundle/unusedProFields.ts`,
  );
}

export default UnusedProField;
/** Named exports of the replaced modules that pro-field imports (TimePicker, Progress, Second). */
export const FieldTimeRangePicker = UnusedProField;
export const getProgressStatus = (): never => UnusedProField({ valueType: 'progress' });
export const formatSecond = (): never => UnusedProField({ valueType: 'second' });
