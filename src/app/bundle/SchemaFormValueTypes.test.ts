import { dependency, divider, formList, formSet, group } from './SchemaFormValueTypes';

describe("the stand-ins for the search form's unused column types", () => {
  const renderers = { formList, formSet, group, divider, dependency };

  it.each(Object.entries(renderers))('%s hands every other column on', (_name, render) => {
    for (const valueType of [undefined, 'text', 'select', 'date', 'digit']) expect(render({ valueType })).toBe(true);
  });

  it.each(Object.entries(renderers))('%s fails loudly for a column of its own type', (name, render) => {
    expect(() => render({ valueType: name })).toThrow(/left out of the build/);
  });
});
