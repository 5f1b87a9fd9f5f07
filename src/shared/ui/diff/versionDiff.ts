/**
 * What changed between two versions (template versions, contract versions): flags, texts per
 * locale (word-diffed) and attachments per locale (added, removed, retitled). Screens turn their
 * versions into snapshots; the comparison view draws the result.
 */
import { diffWords } from 'diff';

/** A single value such as activity or the planned revision: compared by `value`, shown by the view. */
export interface SnapshotFlag {
  key: string;
  label: string;
  value: string;
}

/** A text of one locale ('' when the text has no locale, as a contract version's content). */
export interface SnapshotText {
  locale: string;
  field: string;
  label: string;
  value: string;
}

/** An attachment, known by `key` (its file), titled per locale ('' for a title without locale). */
export interface SnapshotAttachment {
  key: string;
  titles: Readonly<Record<string, string>>;
}

export interface VersionSnapshot {
  flags: readonly SnapshotFlag[];
  texts: readonly SnapshotText[];
  attachments: readonly SnapshotAttachment[];
}

export interface DiffPart {
  value: string;
  added: boolean;
  removed: boolean;
}

export interface FlagChange {
  key: string;
  label: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

export interface TextChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
  parts: DiffPart[];
}

export type AttachmentStatus = 'added' | 'removed' | 'retitled' | 'unchanged';

export interface AttachmentChange {
  key: string;
  before: string | undefined;
  after: string | undefined;
  status: AttachmentStatus;
}

export interface LocaleComparison {
  locale: string;
  texts: TextChange[];
  attachments: AttachmentChange[];
  changed: boolean;
}

export interface VersionComparison {
  flags: FlagChange[];
  locales: LocaleComparison[];
  /** Every change by name: `flag:activity`, `text:de.content`, `attachment:en:/api/files/3`. */
  changed: string[];
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The words of `before` and `after`, each part marked added, removed or common. */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before === '' ? [] : [{ value: before, added: false, removed: false }];
  return diffWords(before, after).map((change) => ({
    value: change.value,
    added: change.added,
    removed: change.removed,
  }));
}

/**
 * An attachment's title in a locale: that locale's, else the one without locale, else the first;
 * '' when it has none (the view names it by its file then).
 */
function titleIn(attachment: SnapshotAttachment, locale: string): string {
  return attachment.titles[locale] ?? attachment.titles[''] ?? Object.values(attachment.titles)[0] ?? '';
}

function compareAttachments(
  before: readonly SnapshotAttachment[],
  after: readonly SnapshotAttachment[],
  locale: string,
): AttachmentChange[] {
  const keys = unique([...before, ...after].map((attachment) => attachment.key));
  return keys.map((key) => {
    const old = before.find((attachment) => attachment.key === key);
    const now = after.find((attachment) => attachment.key === key);
    const oldTitle = old && titleIn(old, locale);
    const newTitle = now && titleIn(now, locale);
    let status: AttachmentStatus = 'unchanged';
    if (!old) status = 'added';
    else if (!now) status = 'removed';
    else if (oldTitle !== newTitle) status = 'retitled';
    return { key, before: oldTitle, after: newTitle, status };
  });
}

/** Compares two versions; `before` is the one on the left. Locales keep the order they first appear in. */
export function compareVersions(before: VersionSnapshot, after: VersionSnapshot): VersionComparison {
  const changed: string[] = [];
  const flagKeys = unique([...before.flags, ...after.flags].map((flag) => flag.key));
  const flags = flagKeys.map((key) => {
    const old = before.flags.find((flag) => flag.key === key);
    const now = after.flags.find((flag) => flag.key === key);
    const change = {
      key,
      label: (now ?? old)?.label ?? key,
      before: old?.value,
      after: now?.value,
      changed: old?.value !== now?.value,
    };
    if (change.changed) changed.push(`flag:${key}`);
    return change;
  });

  const allTexts = [...before.texts, ...after.texts];
  const localeNames = unique(allTexts.map((text) => text.locale));
  if (localeNames.length === 0 && (before.attachments.length > 0 || after.attachments.length > 0)) localeNames.push('');
  const locales = localeNames.map((locale) => {
    const fields = unique(allTexts.filter((text) => text.locale === locale).map((text) => text.field));
    const texts = fields.map((field) => {
      const valueOf = (snapshot: VersionSnapshot) =>
        snapshot.texts.find((text) => text.locale === locale && text.field === field);
      const old = valueOf(before);
      const now = valueOf(after);
      const [oldValue, newValue] = [old?.value ?? '', now?.value ?? ''];
      if (oldValue !== newValue) changed.push(`text:${locale}.${field}`);
      return {
        field,
        label: (now ?? old)?.label ?? field,
        before: oldValue,
        after: newValue,
        changed: oldValue !== newValue,
        parts: wordDiff(oldValue, newValue),
      };
    });
    const attachments = compareAttachments(before.attachments, after.attachments, locale);
    for (const attachment of attachments)
      if (attachment.status !== 'unchanged') changed.push(`attachment:${locale}:${attachment.key}`);
    const localeChanged =
      texts.some((text) => text.changed) || attachments.some((attachment) => attachment.status !== 'unchanged');
    return { locale, texts, attachments, changed: localeChanged };
  });
  return { flags, locales, changed };
}
