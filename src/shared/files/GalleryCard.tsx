/**
 * One file of the gallery: a thumbnail for an image (its bytes fetched through the download call
 * and shown from an object URL that is revoked when the card goes), the type icon otherwise, the
 * name and the date, and a check box to pick it.
 */
import { Card, Checkbox, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { StoredFile } from '../../../contract';
import { useDownloadFileMutation } from '../../api/special/files';
import { formatDate } from '../../i18n/filters';
import { hasThumbnail } from './fileKinds';
import { FileTypeIcon } from './FileTypeIcon';

export const THUMBNAIL_HEIGHT = 112;

/** An object URL of an image file's bytes while the caller is mounted; null until loaded (or for other files). */
function useThumbnailUrl(file: StoredFile): string | null {
  const [download] = useDownloadFileMutation();
  const [url, setUrl] = useState<string | null>(null);
  const wanted = hasThumbnail(file.mimeType);
  const iri = file['@id'];
  // New content (a replaced file) changes updatedAt: the thumbnail follows.
  const version = file.updatedAt;
  useEffect(() => {
    if (!wanted) return undefined;
    let objectUrl: string | null = null;
    let gone = false;
    const request = download({ iri });
    request
      .unwrap()
      .then((blob) => {
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // A thumbnail that cannot load shows the type icon; the card still works.
      .catch(() => undefined);
    return () => {
      gone = true;
      request.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [download, iri, version, wanted]);
  return wanted ? url : null;
}

function Thumbnail({ file }: { file: StoredFile }) {
  const url = useThumbnailUrl(file);
  return (
    <div
      style={{
        height: THUMBNAIL_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fafafa',
        borderRadius: '8px 8px 0 0',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <img src={url} alt={file.name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : (
        <FileTypeIcon mimeType={file.mimeType} size={44} />
      )}
    </div>
  );
}

export function GalleryCard({
  file,
  checked,
  onToggle,
}: {
  file: StoredFile;
  checked: boolean;
  onToggle: (file: StoredFile) => void;
}) {
  return (
    <Card
      size="small"
      hoverable
      cover={<Thumbnail file={file} />}
      onClick={() => onToggle(file)}
      data-testid="gallery-card"
      style={{ borderColor: checked ? '#1677ff' : undefined, boxShadow: checked ? '0 0 0 1px #1677ff' : undefined }}
      styles={{ body: { padding: '8px 10px' } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Checkbox
          checked={checked}
          aria-label={file.name}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(file)}
        />
        <Typography.Text ellipsis={{ tooltip: file.name }} style={{ flex: 1, minWidth: 0 }}>
          {file.name}
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2, paddingLeft: 24 }}>
        {formatDate(file.createdAt)}
      </Typography.Text>
    </Card>
  );
}
