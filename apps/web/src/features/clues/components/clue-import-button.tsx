import { ImportOutlined } from '@ant-design/icons';
import type { ClueImportRefusal } from '@portal/contract';
import { limits } from '@portal/contract';
import { Button } from 'antd';
import type { ChangeEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload } from '../../../components/upload-rules';
import { notify } from '../../../lib/notify';
import { RequestCancelled } from '../../../lib/request';
import { importClues, importErrorsOf } from '../api/import-clues';

const accept = ['XLSX'];

/**
 * Picks one .xlsx and sends it to the import call (the shared ImportButton only takes the files
 * module's endpoints): the count on success, or the errors by row for the caller to show.
 */
export function ClueImportButton({
  onImported,
  onRefused,
}: {
  onImported: (count: number) => void;
  onRefused: (refusal: ClueImportRefusal) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !checkUpload(file, { accept, maxSizeMb: limits.uploadMaxMb }, t)) return;
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    importClues(file, setPercent, current.signal)
      .then((result) => {
        if (current.signal.aborted) return;
        notify.success(t('clue.import.done', { count: result.count }));
        onImported(result.count);
      })
      .catch((error: unknown) => {
        if (error instanceof RequestCancelled || current.signal.aborted) return;
        const refusal = importErrorsOf(error);
        if (refusal) onRefused(refusal);
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
        data-testid="clue-import-input"
      />
      <Button icon={<ImportOutlined aria-hidden />} loading={busy} onClick={() => inputRef.current?.click()}>
        {busy ? t('widget.import.progress', { percent }) : t('clue.import')}
      </Button>
    </>
  );
}
