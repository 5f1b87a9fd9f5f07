/**
 * A click or tap on a list row opens its record, as the row's Edit or View link does: the whole
 * row is the target a phone needs. Not when the click was meant for something in the row (a link,
 * a button, the selection checkbox), came from a dialog opened from it (React passes a portal's
 * clicks up the component tree), chose text to copy, or asked for a new tab (the link does that).
 */
import type { MouseEvent } from 'react';

const CONTROLS =
  'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], .ant-table-selection-column';

export function opensRecord(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return false;
  if (!event.currentTarget.contains(target) || target.closest(CONTROLS)) return false;
  return !window.getSelection()?.toString();
}
