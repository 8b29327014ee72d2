import { DownloadOutlined } from '@ant-design/icons';
import type { EndpointBody } from '@portal/contract';
import type { ButtonProps } from 'antd';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Callable } from '../lib/request';
import { useExportColumns } from './list-kit/list-columns-context';
import { request, RequestCancelled, RequestError } from '../lib/request';

export interface ExportButtonProps<E extends Callable> {
  /** A download endpoint (`download: true`) answering the .xlsx of a list's filter. */
  endpoint: E;
  /** The list's current filter, sent as the body (paging fields are ignored by the server). */
  body: EndpointBody<E>;
  /** The button's text; the catalogue's "Export" by default. */
  children?: ReactNode;
  disabled?: boolean;
  type?: ButtonProps['type'];
}

/**
 * Posts the current filter to an export endpoint and saves the answer under the name of its
 * content-disposition (lib/request.ts). Loading and disabled while it runs; a refusal (e.g. too many
 * rows) is shown by the request layer, like any other. Inside a list with a column chooser a list export
 * writes the columns the reader sees (their keys as `columns`, in order; `useExportColumns`), unless the
 * reader chose every column there.
 */
export function ExportButton<E extends Callable>({
  endpoint,
  body,
  children,
  disabled = false,
  type,
}: ExportButtonProps<E>) {
  const { t } = useTranslation();
  const columns = useExportColumns(endpoint.exportColumns);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = () => {
    if (busy) return;
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    const sent = columns && typeof body === 'object' && body !== null ? { ...body, columns } : body;
    request(endpoint, { body: sent, signal: current.signal })
      .catch((error: unknown) => {
        // Already shown by the request layer (or cancelled on leaving the page).
        if (!(error instanceof RequestError || error instanceof RequestCancelled)) throw error;
      })
      .finally(() => {
        if (!current.signal.aborted) setBusy(false);
      });
  };

  return (
    <Tooltip title={t('export.buttonHint')}>
      <Button
        type={type}
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={run}
      >
        {children ?? t('export.button')}
      </Button>
    </Tooltip>
  );
}
