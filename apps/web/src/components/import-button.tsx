import { ImportOutlined } from '@ant-design/icons';
import type { EndpointData } from '@portal/contract';
import { filesEndpoints, importExtensions, limits } from '@portal/contract';
import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import type { ChangeEvent, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../lib/notify';
import type { Callable } from '../lib/request';
import { RequestError, upload } from '../lib/request';
import type { ImportErrorTexts, ImportRefusal } from './import-errors-modal';
import { acceptAttribute, checkUpload } from './upload-rules';

// The dialog of a refused import (Modal and Table) loads when a refusal first comes.
const ImportErrorsModal = lazy(() =>
  import('./import-errors-modal').then((m) => ({ default: m.ImportErrorsModal })),
);

/** How a refused import's errors by row are read from the refusal and shown. */
export interface ImportRefusalDisplay {
  /** The contract's schema of the refusal's data (e.g. `clueImportRefusalSchema`). */
  schema: z.ZodType<ImportRefusal>;
  texts: ImportErrorTexts;
}

export interface ImportButtonProps<E extends Callable> {
  /** Called with the endpoint's answer once the upload succeeded (the stored document by default). */
  onImported: (data: EndpointData<E>) => void;
  /** addImportDocument by default; an import call of a feature (e.g. `cluesEndpoints.importClues`). */
  endpoint?: E;
  /** Allowed extensions; XLSX, XLS and CSV by default. */
  accept?: readonly string[];
  /** 20 MB by default. */
  maxSizeMb?: number;
  /** When the import call answers its errors by row on a refusal: the dialog that lists them. */
  refusal?: ImportRefusalDisplay;
  /** The button's text; the catalogue's "Import" by default. */
  children?: ReactNode;
  disabled?: boolean;
  type?: ButtonProps['type'];
  /** The hidden file input's test id (browser tests set files on it). */
  inputTestId?: string;
}

/**
 * A button that picks one file, uploads it with progress, then hands over the endpoint's answer; a refusal
 * with errors by row opens a dialog listing them.
 */
export function ImportButton<E extends Callable = typeof filesEndpoints.addImportDocument>({
  onImported,
  endpoint,
  accept = importExtensions,
  maxSizeMb = limits.uploadMaxMb,
  refusal,
  children,
  disabled = false,
  type,
  inputTestId,
}: ImportButtonProps<E>) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refused, setRefused] = useState<ImportRefusal | null>(null);
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
    upload(endpoint ?? filesEndpoints.addImportDocument, file, setPercent, current.signal)
      .then((data) => {
        if (!current.signal.aborted) onImported(data as EndpointData<E>);
      })
      .catch((error: unknown) => {
        if (!(error instanceof RequestError) || current.signal.aborted) return;
        // A refusal's message has been shown by the request module; a network failure has not.
        if (error.code === -1) notify.error(error.message, limits.uploadMessageSeconds);
        const parsed = refusal?.schema.safeParse(error.data);
        if (parsed?.success) setRefused(parsed.data);
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
        data-testid={inputTestId}
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
      {refused && refusal && (
        <Suspense fallback={null}>
          <ImportErrorsModal refusal={refused} texts={refusal.texts} onClose={() => setRefused(null)} />
        </Suspense>
      )}
    </>
  );
}
