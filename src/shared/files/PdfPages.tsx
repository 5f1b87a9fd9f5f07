/**
 * A PDF's pages drawn with pdf.js, one at a time on a canvas: "Page X of N" with previous and next,
 * zoom out, in and to the width of the viewer. This module and pdf.js are their own chunks, loaded
 * when a PDF is first opened (DocumentViewer); pdf.js parses in its worker, a file the build emits
 * beside the bundles and the platform serves from its own origin, so the console's script policy
 * ('self') holds. pdf.js 6 has no eval path left (its isEvalSupported option is gone), and it
 * compiles no WebAssembly here (useWasm: false: the policy would refuse it).
 */
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Space, Spin, Tooltip, Typography } from 'antd';
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextZoom, type Zoom } from './pdfZoom';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface PdfPagesProps {
  /** The PDF as downloaded; each load reads its own copy (pdf.js's worker takes the bytes over). */
  blob: Blob;
  /** The bytes are not a PDF pdf.js can read, or a page failed to draw. */
  onError: (error: unknown) => void;
}

/** Room left beside the page when it fits the width: the page area's padding on both sides and a hair. */
const FIT_MARGIN = 26;

/** The width the page area offers, following resizes (the drawer on a phone turning, a window resized). */
function useWidthOf(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    // An observer reports the size it starts with, then every change.
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const isCancelled = (error: unknown) => (error as { name?: string } | null)?.name === 'RenderingCancelledException';

export default function PdfPages({ blob, onError }: PdfPagesProps) {
  const intl = useIntl();
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  /** The scale the current page is drawn at (a fit follows the width). */
  const [scale, setScale] = useState<number>();
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const pageHolder = useRef<HTMLDivElement>(null);
  const areaWidth = useWidthOf(area);
  const failed = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let gone = false;
    blob.arrayBuffer().then(
      (bytes) => {
        if (gone) return;
        // Pages drawn here, not in a second worker: the page is a plain canvas of this document.
        task = getDocument({
          data: new Uint8Array(bytes),
          useWasm: false,
          disableWorkerRendering: true,
        });
        task.promise.then(
          (loaded) => !gone && setPdf(loaded),
          (error: unknown) => !gone && failed(error),
        );
      },
      (error: unknown) => !gone && failed(error),
    );
    return () => {
      gone = true;
      void task?.destroy();
    };
  }, [blob]);

  useEffect(() => {
    if (!pdf || !pageHolder.current || (zoom === 'fit' && areaWidth === 0)) return undefined;
    const holder = pageHolder.current;
    let rendering: RenderTask | undefined;
    let gone = false;
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        if (gone) return;
        const natural = page.getViewport({ scale: 1 });
        const pageScale = zoom === 'fit' ? Math.max(0.1, (areaWidth - FIT_MARGIN) / natural.width) : zoom;
        const viewport = page.getViewport({ scale: pageScale });
        // Drawn for the screen's pixels (sharp on a phone), shown at the page's CSS size.
        const ratio = window.devicePixelRatio || 1;
        // A fresh canvas each time: pdf.js refuses two renders on one canvas, and the old page stays
        // on screen until the new one is drawn.
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.style.display = 'block';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute(
          'aria-label',
          intl.formatMessage(
            { id: 'viewer.page', defaultMessage: 'Page {page} of {pages}' },
            { page: pageNumber, pages: pdf.numPages },
          ),
        );
        rendering = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await rendering.promise;
        if (gone) return;
        holder.replaceChildren(canvas);
        setScale(pageScale);
      } catch (error) {
        if (!gone && !isCancelled(error)) failed(error);
      }
    })();
    return () => {
      gone = true;
      rendering?.cancel();
    };
  }, [pdf, pageNumber, zoom, areaWidth, intl]);

  if (!pdf) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const pages = pdf.numPages;
  const zoomTo = (direction: 'in' | 'out') => setZoom(nextZoom(scale ?? 1, direction));
  const previous = intl.formatMessage({ id: 'viewer.previousPage', defaultMessage: 'Previous page' });
  const next = intl.formatMessage({ id: 'viewer.nextPage', defaultMessage: 'Next page' });
  const zoomOut = intl.formatMessage({ id: 'viewer.zoomOut', defaultMessage: 'Zoom out' });
  const zoomIn = intl.formatMessage({ id: 'viewer.zoomIn', defaultMessage: 'Zoom in' });
  const fitWidth = intl.formatMessage({ id: 'viewer.fitWidth', defaultMessage: 'Fit to width' });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          paddingBottom: 12,
        }}
      >
        <Space size={4}>
          <Tooltip title={previous}>
            <Button
              icon={<LeftOutlined />}
              aria-label={previous}
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
            />
          </Tooltip>
          <Typography.Text aria-live="polite" data-testid="viewer-page" style={{ minWidth: 96, textAlign: 'center' }}>
            <FormattedMessage
              id="viewer.page"
              defaultMessage="Page {page} of {pages}"
              values={{ page: pageNumber, pages }}
            />
          </Typography.Text>
          <Tooltip title={next}>
            <Button
              icon={<RightOutlined />}
              aria-label={next}
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber((page) => Math.min(pages, page + 1))}
            />
          </Tooltip>
        </Space>
        <Space size={4}>
          <Tooltip title={zoomOut}>
            <Button icon={<ZoomOutOutlined />} aria-label={zoomOut} onClick={() => zoomTo('out')} />
          </Tooltip>
          <Typography.Text style={{ minWidth: 48, textAlign: 'center' }} data-testid="viewer-zoom">
            {scale === undefined ? '…' : intl.formatNumber(scale, { style: 'percent', maximumFractionDigits: 0 })}
          </Typography.Text>
          <Tooltip title={zoomIn}>
            <Button icon={<ZoomInOutlined />} aria-label={zoomIn} onClick={() => zoomTo('in')} />
          </Tooltip>
          <Tooltip title={fitWidth}>
            <Button
              icon={<ColumnWidthOutlined />}
              aria-label={fitWidth}
              aria-pressed={zoom === 'fit'}
              onClick={() => setZoom('fit')}
            />
          </Tooltip>
        </Space>
      </div>
      <div
        ref={setArea}
        // The page scrolls in both directions when zoomed past the viewer's width.
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(
          { id: 'viewer.page', defaultMessage: 'Page {page} of {pages}' },
          { page: pageNumber, pages },
        )}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', background: '#f0f2f5', borderRadius: 8, padding: 12 }}
      >
        {scale === undefined && <Spin style={{ display: 'block', margin: '48px auto' }} />}
        <div
          ref={pageHolder}
          data-testid="pdf-page"
          style={{
            width: 'fit-content',
            margin: '0 auto',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)',
            background: '#fff',
          }}
        />
      </div>
    </div>
  );
}
