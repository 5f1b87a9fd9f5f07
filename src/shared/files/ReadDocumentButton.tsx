/**
 * "Read" beside a document's Download: opens the document viewer, whose code (and pdf.js's, in a
 * chunk of its own) is fetched on the first click, so the screens that list documents carry
 * only this button. Shown for the types the viewer draws; `mimeType` unknown (a file translation
 * whose type the list does not give) shows it too, and the viewer says what it cannot show.
 */
import { EyeOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoadedOnOpen } from '../ui/useLoadedOnOpen';
import type { ViewedDocument } from './DocumentViewer';
import { documentViewOf } from './fileKinds';

export type { ViewedDocument };

const DocumentViewer = lazy(() => import(/* webpackChunkName: "document-viewer" */ './DocumentViewer'));

export function ReadDocumentButton({
  document,
  type = 'link',
  size = 'small',
}: {
  document: ViewedDocument;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}) {
  const viewer = useLoadedOnOpen();
  if (document.mimeType !== undefined && documentViewOf(document.mimeType) === 'none') return null;
  return (
    <>
      <Button type={type} size={size} icon={<EyeOutlined aria-hidden />} onClick={viewer.show}>
        <FormattedMessage id="viewer.read" defaultMessage="Read" />
      </Button>
      {viewer.loaded && (
        <Suspense fallback={null}>
          <DocumentViewer document={document} open={viewer.open} onClose={viewer.hide} />
        </Suspense>
      )}
    </>
  );
}
