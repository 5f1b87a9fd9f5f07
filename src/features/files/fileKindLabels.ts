/** A file's kind in words, for the detail page and the translations table. */
import type { MessageDescriptor } from 'react-intl';
import type { FileKind } from '../../shared/files/fileKinds';

export const FILE_KIND_LABELS: Record<FileKind, MessageDescriptor> = {
  image: { id: 'file.kind.image', defaultMessage: 'Image' },
  pdf: { id: 'file.kind.pdf', defaultMessage: 'PDF document' },
  word: { id: 'file.kind.word', defaultMessage: 'Word document' },
  spreadsheet: { id: 'file.kind.spreadsheet', defaultMessage: 'Spreadsheet' },
  presentation: { id: 'file.kind.presentation', defaultMessage: 'Presentation' },
  text: { id: 'file.kind.text', defaultMessage: 'Text' },
  archive: { id: 'file.kind.archive', defaultMessage: 'ZIP archive' },
  other: { id: 'file.kind.other', defaultMessage: 'Other file' },
};
