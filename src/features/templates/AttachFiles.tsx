/**
 * How files are attached to a version: through the file gallery (spec section 2: the gallery
 * drawer is how files are attached), several at once; files already attached are skipped.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Iri } from '../../../contract';
import { GalleryDrawer } from '../../shared/files/GalleryDrawer';

export interface AttachFilesProps {
  /** Files already attached: not attached twice. */
  attached: readonly Iri[];
  onAttach: (fileIris: Iri[]) => Promise<void>;
}

export function AttachFiles({ attached, onAttach }: AttachFilesProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const attach = async (iris: Iri[]) => {
    const fresh = iris.filter((iri) => !attached.includes(iri));
    if (fresh.length === 0) return;
    setSaving(true);
    try {
      await onAttach(fresh);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button icon={<PaperClipOutlined />} loading={saving} onClick={() => setOpen(true)}>
        <FormattedMessage id="templateVersion.attachFromGallery" defaultMessage="Attach files from the gallery" />
      </Button>
      <GalleryDrawer
        open={open}
        multiple
        title={intl.formatMessage({ id: 'templateVersion.filesToAttach', defaultMessage: 'Files to attach' })}
        onClose={() => setOpen(false)}
        onPick={(files) => void attach(files.map((file) => file['@id']))}
      />
    </>
  );
}
