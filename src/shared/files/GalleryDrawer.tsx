/**
 * The file gallery (spec sections 2 and 9): a drawer of 70% of the viewport (full width under
 * 992 px) with the tenant's files in a grid of 5 columns (1 under 769 px), searched by name and
 * paged on the platform, with an upload of its own. People pick one file, or several when
 * `multiple`, and confirm; what they picked is handed to `onPick`.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Drawer, Empty, Input, Pagination, Space, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESOURCES, type StoredFile } from '../../../contract';
import { NOTICE_TOP } from '../../api/errorNotice';
import { errorOf } from '../../api/hydra';
import { resourceApi } from '../../api/resources';
import { SecondaryMessage } from '../ui/SecondaryMessage';
import { FileUploadForm } from './FileUploadForm';
import { GalleryCard } from './GalleryCard';
import { GALLERY_PAGE_SIZE, galleryColumns, galleryDrawerWidth, useViewportWidth } from './galleryLayout';

const files = resourceApi(RESOURCES.files);
const SEARCH_DELAY_MS = 300;

export interface GalleryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Several files may be picked; otherwise picking one replaces the previous pick. */
  multiple?: boolean;
  onPick: (files: StoredFile[]) => void;
  title?: ReactNode;
}

const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === 'File';

function GalleryBody({ multiple = false, onPick, onClose }: Omit<GalleryDrawerProps, 'open' | 'title'>) {
  const intl = useIntl();
  const columns = galleryColumns(useViewportWidth());
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [picked, setPicked] = useState<StoredFile[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching, error } = files.useListQuery({
    page,
    itemsPerPage: GALLERY_PAGE_SIZE,
    filters: { name: search },
  });

  const toggle = (file: StoredFile) =>
    setPicked((current) => {
      const without = current.filter((other) => other['@id'] !== file['@id']);
      if (without.length < current.length) return without;
      return multiple ? [...current, file] : [file];
    });
  const uploaded = (answer: unknown) => {
    setUploading(false);
    setTyped('');
    setSearch('');
    setPage(1);
    // The new file is what the person wanted: picked already (newest files come first).
    if (isStoredFile(answer)) setPicked((current) => (multiple ? [...current, answer] : [answer]));
  };
  const failure = error ? errorOf(error) : undefined;
  const items = data?.items ?? [];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minHeight: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setTyped(value)}
          placeholder={intl.formatMessage({ id: 'gallery.search', defaultMessage: 'Search by name' })}
          aria-label={intl.formatMessage({ id: 'gallery.search', defaultMessage: 'Search by name' })}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Button icon={<UploadOutlined />} onClick={() => setUploading((open) => !open)} aria-expanded={uploading}>
          <FormattedMessage id="gallery.upload" defaultMessage="Upload a file" />
        </Button>
      </Space>
      {uploading && (
        <div style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16 }}>
          <FileUploadForm onUploaded={uploaded} />
        </div>
      )}
      {failure && <Alert type="error" showIcon message={failure.title} description={failure.description} />}
      <Spin spinning={isFetching}>
        {items.length === 0 && !isFetching ? (
          <Empty description={<FormattedMessage id="gallery.empty" defaultMessage="No files found" />} />
        ) : (
          <div
            data-testid="gallery-grid"
            data-columns={columns}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}
          >
            {items.map((file) => (
              <GalleryCard
                key={file['@id']}
                file={file}
                checked={picked.some((other) => other['@id'] === file['@id'])}
                onToggle={toggle}
              />
            ))}
          </div>
        )}
      </Spin>
      <Pagination
        align="center"
        current={page}
        pageSize={GALLERY_PAGE_SIZE}
        total={data?.total ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          marginTop: 'auto',
          padding: '12px 0',
          background: '#fff',
          borderTop: '1px solid #f0f0f0',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
        }}
      >
        <SecondaryMessage
          id="gallery.picked"
          defaultMessage="{count, plural, =0 {No file chosen} one {# file chosen} other {# files chosen}}"
          values={{ count: picked.length }}
        />
        <Space>
          <Button onClick={onClose}>
            <FormattedMessage id="gallery.cancel" defaultMessage="Cancel" />
          </Button>
          <Button
            type="primary"
            disabled={picked.length === 0}
            onClick={() => {
              onPick(picked);
              onClose();
            }}
          >
            <FormattedMessage id="gallery.choose" defaultMessage="Choose" />
          </Button>
        </Space>
      </div>
    </div>
  );
}

export function GalleryDrawer({ open, onClose, multiple, onPick, title }: GalleryDrawerProps) {
  const width = galleryDrawerWidth(useViewportWidth());
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={width}
      destroyOnHidden
      title={title ?? <FormattedMessage id="gallery.title" defaultMessage="File gallery" />}
    >
      {/* Its own feedback context: the drawer opens from screens with or without one. */}
      <App component={false} notification={{ top: NOTICE_TOP }} message={{ top: NOTICE_TOP }}>
        <GalleryBody multiple={multiple} onPick={onPick} onClose={onClose} />
      </App>
    </Drawer>
  );
}
