import type { Resource, ResourceShelf } from '@portal/contract';
import { Alert, Spin } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewLink } from '../api/resources';

/** The PDF viewer (pdf.js) loads only when a PDF is opened. */
const PdfViewer = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** A resource shown in the page: a video played (seeking by range requests), a PDF or an image previewed. */
export function ResourcePreview({ shelf, resource }: { shelf: ResourceShelf; resource: Resource }) {
  const { t } = useTranslation();
  const isPdf = resource.fileExt === 'PDF';
  const shown = resource.kind === 'video' || resource.kind === 'image' || isPdf;
  const link = useViewLink(shelf, resource.id, shown);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  if (!shown) return <Alert type="info" showIcon message={t('resource.noPreview')} />;
  if (failed) return <Alert type="warning" showIcon message={t('resource.previewFailed')} />;
  const url = link.data?.url;
  if (!url) return <Spin />;
  if (resource.kind === 'video')
    return (
      // The browser streams the video by range requests on the view link; seeking asks for the part it needs.
      <video
        data-testid="resource-video"
        src={url}
        controls
        preload="metadata"
        style={{ width: '100%', maxHeight: 420, background: '#000' }}
        onError={fail}
      >
        <track kind="captions" />
      </video>
    );
  if (resource.kind === 'image')
    return <img src={url} alt={resource.fileName} style={{ maxWidth: '100%' }} onError={fail} />;
  return (
    <Suspense fallback={<Spin tip={t('resource.loadingViewer')} />}>
      <PdfViewer url={url} onError={fail} />
    </Suspense>
  );
}
