/** The icon of a file's kind (PDF, Word, spreadsheet, text, …), coloured as office suites do. */
import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { fileKindOf, type FileKind } from './fileKinds';

const ICONS: Record<FileKind, { Icon: typeof FileOutlined; color: string }> = {
  image: { Icon: FileImageOutlined, color: '#13a8a8' },
  pdf: { Icon: FilePdfOutlined, color: '#cf1322' },
  word: { Icon: FileWordOutlined, color: '#1d39c4' },
  spreadsheet: { Icon: FileExcelOutlined, color: '#389e0d' },
  presentation: { Icon: FilePptOutlined, color: '#d46b08' },
  text: { Icon: FileTextOutlined, color: '#595959' },
  archive: { Icon: FileZipOutlined, color: '#7c4dff' },
  other: { Icon: FileOutlined, color: '#8c8c8c' },
};

export function FileTypeIcon({ mimeType, size = 16 }: { mimeType: string | null | undefined; size?: number }) {
  const kind = fileKindOf(mimeType);
  const { Icon, color } = ICONS[kind];
  const style: CSSProperties = { color, fontSize: size };
  return <Icon style={style} aria-hidden data-kind={kind} />;
}
