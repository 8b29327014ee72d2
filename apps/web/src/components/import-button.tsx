import { ImportOutlined } from '@ant-design/icons';
import type { UploadData } from '@portal/contract';
import { filesEndpoints, importExtensions, limits } from '@portal/contract';
import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import type { ChangeEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { RequestError, upload } from '../lib/request';
import type { UploadEndpoint } from './file-upload';
import { acceptAttribute, checkUpload } from './upload-rules';

export interface ImportButtonProps {
  /** Called with the stored document once the upload succeeded. */
  onImported: (data: UploadData) => void;
  /** Allowed extensions; XLSX, XLS and CSV by default. */
  accept?: readonly string[];
  /** addImportDocument by default. */
  endpoint?: UploadEndpoint;
  /** 20 MB by default. */
  maxSizeMb?: number;
  /** The button's text; the catalogue's "Import" by default. */
  children?: ReactNode;
  disabled?: boolean;
  type?: ButtonProps['type'];
}

/** A button that picks one file, uploads it with progress, then hands over the stored document. */
export function ImportButton({
  onImported,
  accept = importExtensions,
  endpoint = filesEndpoints.addImportDocument,
  maxSizeMb = limits.uploadMaxMb,
  children,
  disabled = false,
  type,
}: ImportButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const label = children ?? t('widget.import.button');

  useEffect(() => () => controller.current?.abort(), []);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (!file || !checkUpload(file, { accept, maxSizeMb }, t)) return;
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    upload(endpoint, file, setPercent, current.signal)
      .then((data) => {
        if (!current.signal.aborted) onImported(data);
      })
      .catch((error: unknown) => {
        if (error instanceof RequestError && error.code === -1 && !current.signal.aborted) {
          notify.error(error.message, limits.uploadMessageSeconds);
        }
      })
      .finally(() => {
        if (!current.signal.aborted) setPercent(null);
      });
  };

  const busy = percent !== null;
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={acceptAttribute(accept)}
        onChange={handleFile}
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
      />
      <Button
        type={type}
        icon={<ImportOutlined aria-hidden />}
        loading={busy}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? t('widget.import.progress', { percent }) : label}
      </Button>
    </>
  );
}
