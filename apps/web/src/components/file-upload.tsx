import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadData } from '@portal/contract';
import { filesEndpoints, limits, previewImageExtensions, splitFileName } from '@portal/contract';
import type { UploadFile } from 'antd';
import { Button, Modal, Spin, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { RequestError, upload } from '../lib/request';
import { tokenStore } from '../lib/token-store';
import { acceptAttribute, checkUpload } from './upload-rules';

/** A file of the widget's value (spec section 2): processing with a percentage, then finished. */
export interface UploadedFile {
  /** The stored document's id once finished; a temporary id while processing. */
  id: string;
  name: string;
  /** The download address (docUrl) once finished; '' while processing. */
  url: string;
  uploadStatus: 'processing' | 'finished';
  /** 0..100. */
  percentage: number;
}

/** A stored document already attached to a record, as the widget's value holds it. */
export function attachedUpload(file: { id: string; name: string; docUrl?: string }): UploadedFile {
  return {
    id: file.id,
    name: file.name,
    url: file.docUrl ?? `/api/doc-upload/download?id=${file.id}`,
    uploadStatus: 'finished',
    percentage: 100,
  };
}

/** The ids of the finished files of a widget's value, in order (what a save sends as `fileIds`). */
export function finishedFileIds(files: readonly UploadedFile[] | undefined): string[] {
  return (files ?? []).filter((file) => file.uploadStatus === 'finished').map((file) => file.id);
}

/** Endpoints that take one multipart file and answer the stored document. */
export type UploadEndpoint =
  | typeof filesEndpoints.uploadDocument
  | typeof filesEndpoints.addImportDocument
  | typeof filesEndpoints.uploadResource;

export interface FileUploadProps {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** 'card': picture cards with thumbnails; 'list': a button and a list of names. */
  mode?: 'card' | 'list';
  /** uploadDocument by default. */
  endpoint?: UploadEndpoint;
  /** Query parameters of the upload (addDocument's ticketId). */
  query?: Record<string, string>;
  /** Whether a finished file may be removed from the value; true by default. */
  removable?: boolean;
  /** Allowed extensions (any case, e.g. ['pdf', 'PNG']); any when absent. */
  accept?: string[];
  /** 20 MB by default. */
  maxSizeMb?: number;
  /** Maximum number of files; 0 (the default) = unlimited. The add control hides once reached. */
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
}

/** Whether a file name is an image the widget previews (JPG, JPEG, PNG, GIF). */
export function isPreviewImage(name: string): boolean {
  return (previewImageExtensions as readonly string[]).includes(splitFileName(name).ext);
}

/**
 * Fetches a protected file with the Bearer token (an <img src> cannot send it) and answers an object URL;
 * the caller revokes it.
 */
export async function fetchObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const token = tokenStore.token;
  const response = await fetch(url, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  // A refusal comes back as the JSON envelope, not as the file.
  if (!response.ok || type.includes('application/json'))
    throw new Error(`download failed: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

function saveObjectUrl(objectUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

let tempCounter = 0;
const nextTempId = () => {
  tempCounter += 1;
  return `uploading-${tempCounter}`;
};

/** Object URLs of the given protected images, fetched once each and revoked on unmount. */
function useAuthorizedImages(urls: string[]): Record<string, string> {
  const [images, setImages] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  const created = useRef<string[]>([]);
  const alive = useRef(true);
  const key = urls.join('\n');

  useEffect(() => {
    alive.current = true;
    const madeHere = created.current;
    return () => {
      alive.current = false;
      for (const objectUrl of madeHere) URL.revokeObjectURL(objectUrl);
    };
  }, []);

  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      if (requested.current.has(url)) continue;
      requested.current.add(url);
      fetchObjectUrl(url)
        .then((objectUrl) => {
          if (!alive.current) {
            URL.revokeObjectURL(objectUrl);
            return;
          }
          created.current.push(objectUrl);
          setImages((previous) => ({ ...previous, [url]: objectUrl }));
        })
        .catch(() => {
          // No thumbnail: the card shows the file icon instead.
        });
    }
  }, [key]);

  return images;
}

interface PreviewState {
  name: string;
  src: string | null;
  failed: boolean;
}

/**
 * File upload of spec sections 2 and 5: checks name, format and size before sending (refusals show for
 * 10 s and the file is not added), shows progress, previews images, asks before deleting.
 */
export function FileUpload({
  value,
  onChange,
  mode = 'card',
  endpoint = filesEndpoints.uploadDocument,
  query,
  removable = true,
  accept,
  maxSizeMb = limits.uploadMaxMb,
  maxCount = 0,
  multiple = false,
  disabled = false,
}: FileUploadProps) {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const files = useMemo(() => value ?? [], [value]);
  const [preview, setPreview] = useState<PreviewState | null>(null);

  // The newest list, so progress events arriving before the parent re-renders build on each other.
  const latest = useRef<UploadedFile[]>(files);
  const emitted = useRef(new WeakSet<UploadedFile[]>());
  const controllers = useRef(new Map<string, AbortController>());
  const mounted = useRef(true);

  useEffect(() => {
    // A list the parent made itself (not one we emitted) replaces ours.
    if (!emitted.current.has(files)) latest.current = files;
  }, [files]);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (change: (list: UploadedFile[]) => UploadedFile[]) => {
    if (!mounted.current) return;
    const next = change(latest.current);
    latest.current = next;
    emitted.current.add(next);
    onChange?.(next);
  };

  const start = (file: File) => {
    const id = nextTempId();
    const controller = new AbortController();
    controllers.current.set(id, controller);
    update((list) => [...list, { id, name: file.name, url: '', uploadStatus: 'processing', percentage: 0 }]);
    const progress = (percent: number) =>
      update((list) => list.map((item) => (item.id === id ? { ...item, percentage: percent } : item)));
    // Query parameters only where the caller gives some (addDocument's ticketId).
    (query
      ? upload(endpoint, file, progress, controller.signal, query)
      : upload(endpoint, file, progress, controller.signal)
    )
      .then((data: UploadData) =>
        update((list) =>
          list.map((item) =>
            item.id === id
              ? {
                  id: data.id,
                  name: data.name || file.name,
                  url: data.docUrl,
                  uploadStatus: 'finished',
                  percentage: 100,
                }
              : item,
          ),
        ),
      )
      .catch((error: unknown) => {
        // A failed upload leaves the list; server refusals were shown by upload() itself.
        update((list) => list.filter((item) => item.id !== id));
        if (error instanceof RequestError && error.code === -1 && mounted.current) {
          notify.error(error.message, limits.uploadMessageSeconds);
        }
      })
      .finally(() => controllers.current.delete(id));
  };

  const remove = (id: string) => update((list) => list.filter((item) => item.id !== id));

  const handleRemove = (file: UploadFile) => {
    const item = latest.current.find((candidate) => candidate.id === file.uid);
    if (!item) return false;
    if (item.uploadStatus === 'processing') {
      controllers.current.get(item.id)?.abort();
      remove(item.id);
      return false;
    }
    void modal.confirm({
      title: t('widget.confirmTitle'),
      content: t('upload.deleteConfirm'),
      okText: t('widget.ok'),
      cancelText: t('widget.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove(item.id),
    });
    return false;
  };

  const imageUrls =
    mode === 'card'
      ? files
          .filter((f) => f.uploadStatus === 'finished' && f.url && isPreviewImage(f.name))
          .map((f) => f.url)
      : [];
  const thumbnails = useAuthorizedImages(imageUrls);

  const handlePreview = (file: UploadFile) => {
    const item = latest.current.find((candidate) => candidate.id === file.uid);
    if (!item || item.uploadStatus !== 'finished' || !item.url) return;
    if (!isPreviewImage(item.name)) {
      fetchObjectUrl(item.url)
        .then((objectUrl) => {
          saveObjectUrl(objectUrl, item.name);
          setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
        })
        .catch(() => notify.error(t('error.networkCheck')));
      return;
    }
    const known = thumbnails[item.url];
    if (known) {
      setPreview({ name: item.name, src: known, failed: false });
      return;
    }
    setPreview({ name: item.name, src: null, failed: false });
    fetchObjectUrl(item.url)
      .then((objectUrl) =>
        setPreview((current) => {
          if (current?.name !== item.name) {
            URL.revokeObjectURL(objectUrl);
            return current;
          }
          return { ...current, src: objectUrl };
        }),
      )
      .catch(() =>
        setPreview((current) => (current?.name === item.name ? { ...current, failed: true } : current)),
      );
  };

  const closePreview = () => {
    setPreview((current) => {
      if (current?.src && !Object.values(thumbnails).includes(current.src)) URL.revokeObjectURL(current.src);
      return null;
    });
  };

  const fileList: UploadFile[] = files.map((item) => ({
    uid: item.id,
    name: item.name,
    status: item.uploadStatus === 'processing' ? 'uploading' : 'done',
    percent: item.percentage,
    url: item.uploadStatus === 'finished' && item.url ? item.url : undefined,
    thumbUrl: thumbnails[item.url],
  }));

  const full = maxCount > 0 && files.length >= maxCount;
  const trigger = full ? null : mode === 'card' ? (
    <button
      type="button"
      disabled={disabled}
      style={{ border: 0, background: 'none', cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <PlusOutlined aria-hidden />
      <div style={{ marginTop: 8 }}>{t('widget.upload.add')}</div>
    </button>
  ) : (
    <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
      {t('widget.upload.add')}
    </Button>
  );

  return (
    <>
      {contextHolder}
      <Upload
        listType={mode === 'card' ? 'picture-card' : 'text'}
        fileList={fileList}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        beforeUpload={(file) => {
          if (maxCount > 0 && latest.current.length >= maxCount) return Upload.LIST_IGNORE;
          if (checkUpload(file, { accept, maxSizeMb }, t)) start(file);
          // The widget keeps its own list: antd adds nothing.
          return Upload.LIST_IGNORE;
        }}
        onRemove={handleRemove}
        onPreview={handlePreview}
        isImageUrl={(file) => Boolean(file.thumbUrl)}
        showUploadList={{
          showRemoveIcon: (file) => removable || file.status !== 'done',
          showPreviewIcon: (file) => file.status === 'done' && isPreviewImage(file.name),
          showDownloadIcon: (file) => file.status === 'done' && !isPreviewImage(file.name),
        }}
        onDownload={handlePreview}
        locale={{
          uploading: t('widget.upload.uploading'),
          removeFile: t('widget.upload.remove'),
          downloadFile: t('widget.upload.download'),
          uploadError: t('widget.upload.error'),
          previewFile: t('widget.upload.preview'),
        }}
      >
        {trigger}
      </Upload>
      <Modal
        open={preview !== null}
        title={preview?.name}
        footer={null}
        onCancel={closePreview}
        destroyOnHidden
      >
        {preview?.failed ? (
          <p>{t('widget.upload.previewFailed')}</p>
        ) : preview?.src ? (
          <img alt={preview.name} src={preview.src} style={{ width: '100%' }} />
        ) : (
          <div style={{ textAlign: 'center', padding: 24 }}>
            <Spin />
          </div>
        )}
      </Modal>
    </>
  );
}
