/**
 * Two versions side by side: the flags, then per locale the texts (removed words struck through on
 * the left, added words underlined on the right, both tinted with antd's error/success colours, so
 * dark mode reads them too) and the attachments (removed, added, retitled).
 */
import { Card, Empty, Tag, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMPTY_TEXT } from '../../../i18n/filters';
import type { AttachmentChange, DiffPart, VersionComparison } from './versionDiff';

export interface VersionDiffViewProps {
  comparison: VersionComparison;
  left: ReactNode;
  right: ReactNode;
  /** A flag's value in words (a user's name for its IRI); default: the value itself. */
  renderFlag?: (key: string, value: string | undefined) => ReactNode;
  /** An attachment without a title (by its key, the file IRI); default: the key. */
  renderUntitled?: (key: string) => ReactNode;
}

/** The left (older) or the right (newer) version. */
type Side = 'before' | 'after';

function useMarks(): { del: CSSProperties; ins: CSSProperties } {
  const { token } = theme.useToken();
  const mark = { borderRadius: 2, paddingInline: 1 };
  return {
    del: { ...mark, background: token.colorErrorBg, color: token.colorErrorText, textDecoration: 'line-through' },
    ins: { ...mark, background: token.colorSuccessBg, color: token.colorSuccessText, textDecoration: 'underline' },
  };
}

/** One side of a word diff: the left shows common and removed words, the right common and added. */
function DiffText({ parts, side }: { parts: DiffPart[]; side: Side }) {
  const marks = useMarks();
  const shown = parts.filter((part) => (side === 'before' ? !part.added : !part.removed));
  if (shown.length === 0) return <>{EMPTY_TEXT}</>;
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {shown.map((part, index) => {
        if (part.removed)
          return (
            <del key={index} style={marks.del}>
              {part.value}
            </del>
          );
        if (part.added)
          return (
            <ins key={index} style={marks.ins}>
              {part.value}
            </ins>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </span>
  );
}

function AttachmentList({
  attachments,
  side,
  untitled,
}: {
  attachments: AttachmentChange[];
  side: Side;
  untitled: (key: string) => ReactNode;
}) {
  const marks = useMarks();
  const shown = attachments.filter((attachment) => attachment[side] !== undefined);
  if (shown.length === 0) return <>{EMPTY_TEXT}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {shown.map((attachment) => {
        const title = attachment[side] || untitled(attachment.key);
        const marked =
          (side === 'before' && (attachment.status === 'removed' || attachment.status === 'retitled')) ||
          (side === 'after' && (attachment.status === 'added' || attachment.status === 'retitled'));
        let content: ReactNode = title;
        if (marked)
          content = side === 'before' ? <del style={marks.del}>{title}</del> : <ins style={marks.ins}>{title}</ins>;
        return (
          <li key={attachment.key} data-status={attachment.status}>
            {content}
          </li>
        );
      })}
    </ul>
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 0.6fr) 1fr 1fr',
  gap: '8px 16px',
  alignItems: 'start',
};

/** A field's row: its label, then `cell` drawn for the left (before) and the right (after) version. */
function Row({ label, changed, cell }: { label: ReactNode; changed: boolean; cell: (side: Side) => ReactNode }) {
  return (
    <div role="row" style={{ display: 'contents' }} data-changed={changed}>
      <div role="rowheader" style={{ fontWeight: changed ? 600 : undefined }}>
        {label}
        {changed && (
          <Tag color="orange" style={{ marginInlineStart: 8 }}>
            <FormattedMessage id="diff.changed" defaultMessage="Changed" />
          </Tag>
        )}
      </div>
      <div role="cell">{cell('before')}</div>
      <div role="cell">{cell('after')}</div>
    </div>
  );
}

/** The rows under a header naming the two versions. */
function Grid({ left, right, children }: { left: ReactNode; right: ReactNode; children: ReactNode }) {
  return (
    <div role="table" style={grid}>
      <div role="row" style={{ display: 'contents', fontWeight: 600 }}>
        <div role="columnheader">
          <FormattedMessage id="diff.field" defaultMessage="Field" />
        </div>
        <div role="columnheader">{left}</div>
        <div role="columnheader">{right}</div>
      </div>
      {children}
    </div>
  );
}

export function VersionDiffView({
  comparison,
  left,
  right,
  renderFlag = (_, value) => value ?? EMPTY_TEXT,
  renderUntitled = (key) => key,
}: VersionDiffViewProps) {
  const intl = useIntl();
  const languages = new Intl.DisplayNames([intl.locale], { type: 'language' });
  // The interface language first, then the others as the versions list them.
  const language = intl.locale.split('-')[0]!.toLowerCase();
  const locales = [...comparison.locales].sort((a, b) => Number(b.locale === language) - Number(a.locale === language));
  const attachmentsLabel = intl.formatMessage({ id: 'diff.attachments', defaultMessage: 'Attachments' });
  return (
    <div data-testid="version-diff">
      {comparison.changed.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<FormattedMessage id="diff.same" defaultMessage="The two versions are the same." />}
        />
      )}
      {comparison.flags.length > 0 && (
        <Card size="small" title={<FormattedMessage id="diff.flags" defaultMessage="Properties" />}>
          <Grid left={left} right={right}>
            {comparison.flags.map((flag) => (
              <Row
                key={flag.key}
                label={flag.label}
                changed={flag.changed}
                cell={(side) => renderFlag(flag.key, flag[side])}
              />
            ))}
          </Grid>
        </Card>
      )}
      {locales.map((locale) => (
        <Card
          key={locale.locale}
          size="small"
          style={{ marginTop: 16 }}
          data-testid={`diff-locale-${locale.locale || 'none'}`}
          title={
            locale.locale ? (
              `${languages.of(locale.locale) ?? locale.locale} (${locale.locale})`
            ) : (
              <FormattedMessage id="diff.content" defaultMessage="Content" />
            )
          }
          extra={
            locale.changed ? null : (
              <Tag>
                <FormattedMessage id="diff.unchanged" defaultMessage="Unchanged" />
              </Tag>
            )
          }
        >
          <Grid left={left} right={right}>
            {locale.texts.map((text) => (
              <Row
                key={text.field}
                label={text.label}
                changed={text.changed}
                cell={(side) => <DiffText parts={text.parts} side={side} />}
              />
            ))}
            {locale.attachments.length > 0 && (
              <Row
                label={attachmentsLabel}
                changed={locale.attachments.some((attachment) => attachment.status !== 'unchanged')}
                cell={(side) => (
                  <AttachmentList attachments={locale.attachments} side={side} untitled={renderUntitled} />
                )}
              />
            )}
          </Grid>
        </Card>
      ))}
    </div>
  );
}
