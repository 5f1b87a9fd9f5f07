/**
 * A list on a phone is a column of cards, as react-admin's SimpleList shows one: each row a card
 * with its first column as the title, the other columns as "label value" lines and its actions at
 * the bottom, so nothing waits beyond the right edge. It is the same table restyled (its rows keep
 * their selection, links and paging); each data cell names its column in `data-label`.
 * For tables inside an element of class `console-list`, under antd's md breakpoint (as the layout).
 */

/** The class of a list's actions cells (the card's bottom line). */
export const LIST_ACTIONS_CLASS = 'console-list-actions';

export interface CardColours {
  border: string;
  label: string;
  radius: number;
}

export function listCardsCss({ border, label, radius }: CardColours): string {
  const row = '.console-list .ant-table-tbody>tr';
  const cell = `${row}.ant-table-row>td`;
  const title = `${cell}:first-child:not(.ant-table-selection-column),${cell}.ant-table-selection-column+td`;
  return `@media (max-width:767.98px){
.console-list .ant-table-thead{display:none}
.console-list .ant-table-content>table,.console-list .ant-table-tbody,${row}.ant-table-placeholder>td{display:block;width:100%;min-width:0}
${row}.ant-table-row{display:flex;flex-direction:column;position:relative;margin-bottom:8px;padding:8px 12px;border:1px solid ${border};border-radius:${radius}px}
${cell}{display:flex;gap:8px;padding:2px 0!important;border:0;position:static!important;background:none!important;overflow-wrap:anywhere}
${cell}[data-label]::before{content:attr(data-label);flex:0 0 38%;color:${label}}
${title}{font-weight:600;padding-inline-end:32px}
${title.replace(/,/g, '::before,')}::before{content:none}
${cell}.ant-table-selection-column{position:absolute!important;top:8px;inset-inline-end:8px;width:auto;padding:0!important}
${cell}.${LIST_ACTIONS_CLASS}{padding-top:6px!important}
}`;
}
