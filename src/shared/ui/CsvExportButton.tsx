/**
 * "Export CSV" in a list's toolbar (issue 9): downloads every row of the filtered list from the
 * platform's stream, shows how much arrived (rows, and the share of the list's total), then saves it.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListFilters, ListOrder } from '../../api/hydra';
import { saveBlob } from '../../api/special/files';
import { useAppStore } from '../../store/hooks';
import { csvExportPath, downloadCsv, type CsvColumn, type CsvProgress } from '../resource/csvExport';
import { lazyPart } from '../routing/lazyPart';
import type CsvLanguagesMenuType from './CsvLanguagesMenu';
import { Text } from './Text';

// Drawn only while a file arrives: every list's toolbar has the button, few use it.
const Progress = lazy(() => import(/* webpackChunkName: "csv-progress" */ 'antd/es/progress'));
// Only lists of translated texts offer it, after their first page; a part that never holds the
// list back (shared/routing/lazyPart).
const CsvLanguagesMenu = lazyPart<ComponentProps<typeof CsvLanguagesMenuType>>(
  () => import(/* webpackChunkName: "csv-languages" */ './CsvLanguagesMenu'),
);

export function CsvExportButton({
  path,
  filters,
  order,
  columns,
  total,
  languages = [],
}: {
  /** Collection path under /api, e.g. 'companies'. */
  path: string;
  filters?: ListFilters;
  order?: ListOrder;
  columns: readonly CsvColumn[];
  /** Rows the list says it has, for the share shown while the file arrives. */
  total?: number;
  /**
   * Languages the list's texts are in beside the interface's: offered as "every language", a
   * column of its own per language after each translated column.
   */
  languages?: readonly string[];
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const store = useAppStore();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const lastShown = useRef(0);

  const start = async (exported: readonly CsvColumn[] = columns) => {
    setProgress({ bytes: 0, rows: 0 });
    lastShown.current = 0;
    try {
      const file = await downloadCsv(store, csvExportPath(path, filters, order, exported), (next) => {
        // A repaint per chunk would slow the download: a few per second are enough to read.
        const now = Date.now();
        if (now - lastShown.current < 100) return;
        lastShown.current = now;
        setProgress(next);
      });
      if (!file) return; // the base query has already said what went wrong
      saveBlob(file.blob, file.name);
      message.success(
        intl.formatMessage(
          { id: 'table.csv.saved', defaultMessage: '{rows, plural, one {# row} other {# rows}} exported' },
          { rows: file.rows },
        ),
      );
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && total ? Math.min(100, Math.floor((progress.rows / total) * 100)) : undefined;
  return (
    <Space key="csv">
      {progress && (
        <span role="status" aria-live="polite" data-testid="csv-progress">
          {percent !== undefined && (
            <Suspense fallback={null}>
              <Progress type="circle" size={22} percent={percent} showInfo={false} />
            </Suspense>
          )}{' '}
          <Text type="secondary">
            <FormattedMessage
              id="table.csv.progress"
              defaultMessage="{rows, plural, one {# row} other {# rows}} received ({kilobytes} KB)"
              values={{ rows: progress.rows, kilobytes: Math.round(progress.bytes / 1024) }}
            />
          </Text>
        </span>
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void start()}>
        <FormattedMessage id="table.csv.export" defaultMessage="Export CSV" />
      </Button>
      {languages.length > 0 && progress === null && (
        <CsvLanguagesMenu columns={columns} languages={languages} onExport={(chosen) => void start(chosen)} />
      )}
    </Space>
  );
}
