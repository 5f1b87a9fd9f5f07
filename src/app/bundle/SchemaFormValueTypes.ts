/**
 * What the build puts in place of pro-form's schema-form renderers for the column value types no
 * list's search form uses (formList, formSet, group, divider, dependency): ProTable's search form
 * imports them all, and with them pro-form's List, FieldSet, Group and Dependency (webpack.config.ts).
 * Each hands the column on, as the real one does for another type; a column of its type fails loudly.
 */
type Item = { valueType?: unknown };

function handOn(valueType: string) {
  return (item: Item): true => {
    if (item.valueType === valueType)
      throw new Error(`The ${valueType} column type is left out of the build (src/app/bundle/SchemaFormValueTypes.ts)`);
    return true;
  };
}

export const formList = handOn('formList');
export const formSet = handOn('formSet');
export const group = handOn('group');
export const divider = handOn('divider');
export const dependency = handOn('dependency');
