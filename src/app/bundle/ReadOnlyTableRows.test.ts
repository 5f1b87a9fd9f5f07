import { editableRowByKey, recordKeyToString, useEditableArray } from './ReadOnlyTableRows';

describe("the stand-in for pro-utils' editable rows", () => {
  const getRowKey = (row: Record<string, unknown>) => row.id as string;

  it('answers as the hook does for a table without editable rows', () => {
    const rows = useEditableArray({ getRowKey });
    expect(rows.isEditable({ id: 'acme', index: 3 })).toEqual({ recordKey: 'acme', isEditable: false });
    expect(rows.newLineRecord).toBeUndefined();
    expect(rows.editableKeys).toBeUndefined();
    expect(rows.actionRender()).toBeNull();
  });

  it('keys rows as pro-utils does', () => {
    expect(recordKeyToString(['a', 1])).toBe('a,1');
    expect(recordKeyToString('a')).toBe('a');
  });

  it('fails loudly when a list asks for rows edited in place', () => {
    expect(() => useEditableArray({ getRowKey, editableKeys: ['acme'] })).toThrow(/left out of the build/);
    expect(() => useEditableArray({ getRowKey, onSave: () => undefined })).toThrow(/left out of the build/);
    expect(() => editableRowByKey()).toThrow(/left out of the build/);
  });
});
