import { Button, Space } from 'antd';
import { Typography } from '../../../components/typography';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF in the page, one page at a time on a canvas (pdf.js; this module and its worker load only when a
 * PDF is opened). It reads the file by `url` (a view link), with range requests for a large one.
 */
export function PdfViewer({ url, onError }: { url: string; onError: () => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [pageNo, setPageNo] = useState(1);

  useEffect(() => {
    // No eval (the CSP allows none); fonts not embedded are drawn in the system's.
    const task = pdfjs.getDocument({ url, isEvalSupported: false, useSystemFonts: true });
    let cancelled = false;
    task.promise.then(
      (loaded) => {
        if (!cancelled) setDoc(loaded);
      },
      () => {
        if (!cancelled) onError();
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, onError]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    const target = canvas.current;
    let render: pdfjs.RenderTask | undefined;
    let cancelled = false;
    void doc.getPage(pageNo).then((page) => {
      if (cancelled) return;
      const viewport = page.getViewport({ scale: 1.2 });
      target.width = viewport.width;
      target.height = viewport.height;
      const context = target.getContext('2d');
      if (!context) return;
      render = page.render({ canvasContext: context, viewport });
      render.promise.catch(() => {
        // A render cancelled by a page change or closing.
      });
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, pageNo]);

  const pages = doc?.numPages ?? 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
          {t('resource.previousPage')}
        </Button>
        <Typography.Text data-testid="pdf-page">
          {pages ? t('resource.pdfPage', { page: pageNo, pages }) : t('resource.loadingViewer')}
        </Typography.Text>
        <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo((p) => p + 1)}>
          {t('resource.nextPage')}
        </Button>
      </Space>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('resource.preview')}
        style={{ maxWidth: '100%', border: '1px solid rgba(5, 5, 5, 0.06)' }}
      />
    </Space>
  );
}
