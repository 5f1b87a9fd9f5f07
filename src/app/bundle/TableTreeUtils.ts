/**
 * What the build puts in place of rc-tree's helpers inside antd's table selection
 * (antd/es/table/hooks/useSelection): the two list helpers a list's checkboxes use, and stand-ins
 * for the tree-data ones (`checkStrictly: false` on tree-shaped rows), which no list has. Without
 * this, a list's row selection brought rc-tree's node component along (about 5 KiB gzip).
 */
export function arrDel<T>(list: readonly T[] | undefined, value: T): T[] {
  return (list ?? []).filter((item) => item !== value);
}

export function arrAdd<T>(list: readonly T[] | undefined, value: T): T[] {
  const clone = [...(list ?? [])];
  if (!clone.includes(value)) clone.push(value);
  return clone;
}

function unused(name: string): () => never {
  return () => {
    throw new Error(
      `${name} (tree-shaped rows in a table) is left out of the build (src/app/bundle/TableTreeUtils.ts)`,
    );
  };
}

export const conductCheck = unused('conductCheck');
export const convertDataToEntities = unused('convertDataToEntities');
