/**
 * A field's column as both tables draw it, the list page's ProTable and the plain ResourceTable:
 * its title in the interface language and its cell, so a date or a flag reads the same in each.
 */
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { Iri } from '../../../contract';
import { EMPTY_TEXT, formatDate } from '../../i18n/filters';
import type { ListColumn } from '../resource/defineResource';

export interface TableColumn<T> {
  dataIndex: string;
  title: string;
  align?: 'right';
  render?: (value: unknown, item: T) => ReactNode;
}

const valueOf = (item: unknown, field: string) => (item as Record<string, unknown>)[field];

/**
 * The column's own render, else a related item's name, a date as DD MMM YYYY (spec section 9) or a
 * code or flag in its words ('true' → Yes), '-' when empty; undefined leaves the value to the table.
 */
function cellOf<T>(column: ListColumn<T>, intl: IntlShape): ((item: T) => ReactNode) | undefined {
  const { render, relation: Relation, valueType, words, dataIndex } = column;
  if (render) return render;
  if (Relation) return (item) => <Relation iri={valueOf(item, dataIndex) as Iri | null} />;
  if (valueType === 'date') return (item) => formatDate(valueOf(item, dataIndex) as string | null);
  if (words)
    return (item) => {
      const code = valueOf(item, dataIndex);
      if (code === null || code === undefined) return EMPTY_TEXT;
      // A code without a word (one a newer platform knows) is shown as it is.
      const word = words[String(code)];
      return word ? intl.formatMessage(word) : String(code);
    };
  return undefined;
}

export function tableColumnOf<T>(column: ListColumn<T>, intl: IntlShape): TableColumn<T> {
  const cell = cellOf(column, intl);
  return {
    dataIndex: column.dataIndex,
    title: intl.formatMessage(column.title),
    // Counts line up on their last digit.
    ...(column.valueType === 'digit' && { align: 'right' as const }),
    ...(cell && { render: (_: unknown, item: T) => cell(item) }),
  };
}
