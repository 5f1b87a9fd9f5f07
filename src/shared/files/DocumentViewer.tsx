/**
 * A document read in the console: a drawer (70% of the viewport, the whole width on a phone, as the
 * gallery) that fetches the file's bytes through the download calls (the bearer in a header, never
 * in an address) and shows a PDF's pages (PdfPages, its own chunk with pdf.js), an image as it is,
 * or says that this type cannot be shown here. Download is always offered, from the bytes already
 * fetched. Loaded on first use (ReadDocumentButton); the content goes when the drawer closes, and
 * with it an image's object URL.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Drawer, Spin } from 'antd';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESOURCES, type Iri } from '../../../contract';
import { errorOf } from '../../api/hydra';
import { saveBlob, useDownloadFileMutation, useDownloadFileTranslationMutation } from '../../api/special/files';
import { contentTypeOf, documentViewOf, type DocumentView } from './fileKinds';
import { galleryDrawerWidth, GALLERY_COLUMNS_FROM, useViewportWidth } from './galleryLayout';

const PdfPages = lazy(() => import(/* webpackChunkName: "pdf-pages" */ './PdfPages'));

/** A file, or one locale's file of it (a file translation), as a list names it. */
export interface ViewedDocument {
  /** `/api/files/3` or `/api/file_translations/7`. */
  iri: Iri;
  /** What it is called (the drawer's title) and what a download is saved as. */
  name: string;
  /** The type the list gives, if it gives one; the platform's answer decides in the end. */
  mimeType?: string | null;
}

export interface DocumentViewerProps {
  document: ViewedDocument;
  open: boolean;
  onClose: () => void;
}

const isTranslation = (iri: Iri) => iri.startsWith(`/api/${RESOURCES.fileTranslations.path}/`);

/** The one way the console fetches a file's bytes, for a file or a file translation alike. */
function useDocumentDownload() {
  const [downloadFile] = useDownloadFileMutation();
  const [downloadTranslation] = useDownloadFileTranslationMutation();
  return (iri: Iri) => (isTranslation(iri) ? downloadTranslation({ iri }) : downloadFile({ iri }));
}

type Content =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'shown'; blob: Blob; view: DocumentView; url?: string };

function Failure({ error, name }: { error: unknown; name: string }) {
  const intl = useIntl();
  const { status, title, description } = errorOf(error);
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={
        status === 404
          ? intl.formatMessage(
              { id: 'myContract.documentMissing', defaultMessage: '{name} has no content yet.' },
              { name },
            )
          : description
      }
    />
  );
}

function NotShown({ reason }: { reason: 'type' | 'damaged' }) {
  return (
    <Alert
      type={reason === 'damaged' ? 'error' : 'info'}
      showIcon
      data-testid="viewer-not-shown"
      message={
        reason === 'damaged' ? (
          <FormattedMessage id="viewer.notPdf" defaultMessage="This file is not a readable PDF." />
        ) : (
          <FormattedMessage id="viewer.unsupported" defaultMessage="This type of file cannot be shown here." />
        )
      }
      description={<FormattedMessage id="viewer.downloadInstead" defaultMessage="Download it to open it." />}
    />
  );
}

const centred = <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;

/** The drawer's content while it is open: fetched when it opens, dropped (object URL revoked) when it closes. */
function ViewerBody({ document, onLoaded }: { document: ViewedDocument; onLoaded: (blob: Blob | undefined) => void }) {
  const download = useDocumentDownload();
  const [content, setContent] = useState<Content>({ state: 'loading' });
  const [damaged, setDamaged] = useState(false);
  const start = useEffectEvent((iri: Iri) => download(iri));
  const loaded = useEffectEvent((blob: Blob | undefined) => onLoaded(blob));
  const { iri, mimeType } = document;

  useEffect(() => {
    let url: string | undefined;
    let gone = false;
    const request = start(iri);
    request.unwrap().then(
      (blob) => {
        if (gone) return;
        const view = documentViewOf(contentTypeOf(blob, mimeType));
        if (view === 'image') url = URL.createObjectURL(blob);
        setContent({ state: 'shown', blob, view, url });
        loaded(blob);
      },
      (error: unknown) => {
        if (!gone) setContent({ state: 'failed', error });
      },
    );
    return () => {
      gone = true;
      request.abort();
      if (url) URL.revokeObjectURL(url);
      loaded(undefined);
    };
  }, [iri, mimeType]);

  if (content.state === 'loading') return centred;
  if (content.state === 'failed') return <Failure error={content.error} name={document.name} />;
  if (content.view === 'image')
    return (
      <div style={{ textAlign: 'center' }}>
        <img
          src={content.url}
          alt={document.name}
          style={{ maxWidth: '100%', height: 'auto', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)' }}
        />
      </div>
    );
  if (content.view === 'pdf' && !damaged)
    return (
      <Suspense fallback={centred}>
        <PdfPages blob={content.blob} onError={() => setDamaged(true)} />
      </Suspense>
    );
  // A PDF that pdf.js cannot read, or a type no browser shows in a page.
  return <NotShown reason={damaged ? 'damaged' : 'type'} />;
}

function DownloadButton({ document, loaded }: { document: ViewedDocument; loaded: Blob | undefined }) {
  const { message } = App.useApp();
  const download = useDocumentDownload();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (loaded) return saveBlob(loaded, document.name);
    // Not fetched (yet, or it failed): ask again, the way the lists do.
    setSaving(true);
    try {
      saveBlob(await download(document.iri).unwrap(), document.name);
    } catch (failure) {
      message.error(errorOf(failure).description);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void save()}>
      <FormattedMessage id="file.download" defaultMessage="Download" />
    </Button>
  );
}

export default function DocumentViewer({ document, open, onClose }: DocumentViewerProps) {
  const viewport = useViewportWidth();
  const [blob, setBlob] = useState<Blob>();
  const phone = viewport < GALLERY_COLUMNS_FROM;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={document.name}
      width={galleryDrawerWidth(viewport)}
      destroyOnHidden
      extra={<DownloadButton document={document} loaded={blob} />}
      styles={{
        header: { padding: phone ? '12px 12px' : undefined },
        body: { display: 'flex', flexDirection: 'column', padding: phone ? 12 : 24 },
      }}
    >
      <ViewerBody document={document} onLoaded={setBlob} />
    </Drawer>
  );
}
