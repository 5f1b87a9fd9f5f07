/**
 * What the build puts in place of pro-utils' editable-row module (useEditableArray): ProTable calls
 * the hook on every list for rows edited in place, which no console list offers (rows open their
 * own form page), and it was 14 KB of every list's code. The stand-in answers as the hook does for
 * a table without `editable`; a list that sets `editable` fails loudly instead of silently not
 * editing (webpack.config.ts).
 */
type RowKey = string | number | Array<string | number> | undefined;

interface EditableProps {
  getRowKey: (row: Record<string, unknown>, index: number) => RowKey;
  getRealIndex?: unknown;
  editableKeys?: unknown;
  onSave?: unknown;
  type?: unknown;
}

export const recordKeyToString = (rowKey: RowKey) => (Array.isArray(rowKey) ? rowKey.join(',') : rowKey);

const notInThisBuild = (): never => {
  throw new Error('Editing table rows in place is left out of the build (src/app/bundle/ReadOnlyTableRows.ts)');
};

export const editableRowByKey = notInThisBuild;

const noEditing = async () => false;

export function useEditableArray(props: EditableProps) {
  if (props.editableKeys !== undefined || props.onSave !== undefined || props.type !== undefined) notInThisBuild();
  return {
    editableKeys: undefined,
    setEditableRowKeys: notInThisBuild,
    isEditable: (row: Record<string, unknown> & { index?: number }) => ({
      recordKey: recordKeyToString(props.getRowKey(row, -1))?.toString(),
      isEditable: false,
    }),
    actionRender: () => null,
    startEditable: () => false,
    cancelEditable: noEditing,
    addEditRecord: () => false,
    saveEditable: noEditing,
    newLineRecord: undefined,
    preEditableKeys: undefined,
    onValuesChange: undefined,
    getRealIndex: props.getRealIndex,
  };
}
