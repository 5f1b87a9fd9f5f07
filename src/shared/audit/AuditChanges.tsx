/**
 * What one audit entry changed, field by field with the value before and after side by side, in
 * words: labels of the record's screen, Yes/No for flags, dates in the interface's format, roles
 * and company types by their names. Never the raw JSON the trail keeps.
 */
import { theme } from 'antd';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AuditChanges as Changes } from '../../../contract';
import { ENUMS } from '../enums';
import { formatDate } from '../../i18n/filters';
import { YES_NO_WORDS } from '../ui/YesNo';
import { fieldLabel, wireFieldName } from './auditWords';

const EMPTY = '—';
/** Flags SQLite keeps as 0/1: shown as Yes/No. */
const FLAG = /^(active|activity|current|published|[a-z]+Company|is[A-Z]\w*|has[A-Z]\w*)$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  ...ENUMS.role.labels,
  ...ENUMS.companyType.labels,
  ...ENUMS.notificationType.labels,
};
/** Long texts (a template's content) are cut here; the whole text is the record's own page. */
const MAX_TEXT = 240;

/** A list the trail may keep as JSON text (a user's roles). */
function listIn(text: string): unknown[] | undefined {
  if (!text.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** One value of a change in words. */
export function valueInWords(intl: IntlShape, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return intl.formatMessage(YES_NO_WORDS[String(value) as 'true' | 'false']);
  if (typeof value === 'number') {
    if (FLAG.test(field) && (value === 0 || value === 1))
      return intl.formatMessage(value === 1 ? YES_NO_WORDS.true : YES_NO_WORDS.false);
    // A link to another record is kept by its number (it outlives a rename).
    return wireFieldName(field) !== field ? `#${value}` : intl.formatNumber(value);
  }
  if (Array.isArray(value))
    return value.length === 0 ? EMPTY : value.map((item) => valueInWords(intl, field, item)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${valueInWords(intl, key, item)}`)
      .join('; ');
  const text = String(value);
  const list = listIn(text);
  if (list) return valueInWords(intl, field, list);
  const word = CODE_WORDS[text];
  if (word) return intl.formatMessage(word);
  if (TIMESTAMP.test(text)) return formatDate(text, 'dateTime');
  if (DAY.test(text)) return formatDate(text);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** The changes as rows of words: field, before, after. */
export function changeRows(intl: IntlShape, resource: string, changes: Changes) {
  return Object.entries(changes).map(([field, { before, after }]) => ({
    field,
    label: fieldLabel(intl, resource, field),
    before: valueInWords(intl, field, before),
    after: valueInWords(intl, field, after),
  }));
}

export function AuditChanges({ resource, changes }: { resource: string; changes: Changes }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const rows = changeRows(intl, resource, changes);
  if (rows.length === 0) return <>{EMPTY}</>;
  const cell = { padding: `2px ${token.paddingXS}px`, verticalAlign: 'top', overflowWrap: 'anywhere' } as const;
  const head = { ...cell, color: token.colorTextSecondary, fontWeight: 'normal', textAlign: 'start' } as const;
  return (
    <table className="audit-changes" style={{ borderCollapse: 'collapse', width: '100%', minWidth: 280 }}>
      <thead>
        <tr>
          <th style={head}>{intl.formatMessage({ id: 'diff.field', defaultMessage: 'Field' })}</th>
          <th style={head}>{intl.formatMessage({ id: 'audit.before', defaultMessage: 'Before' })}</th>
          <th style={head}>{intl.formatMessage({ id: 'audit.after', defaultMessage: 'After' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} style={{ borderTop: `1px solid ${token.colorSplit}` }}>
            <th scope="row" style={{ ...head, color: token.colorText }}>
              {row.label}
            </th>
            <td style={{ ...cell, color: token.colorTextSecondary }}>{row.before}</td>
            <td style={cell}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
