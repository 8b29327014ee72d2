import { ImportOutlined } from '@ant-design/icons';
import type { MaterialImportRefusal } from '@portal/contract';
import { limits, materialImportRefusalSchema, materialsEndpoints } from '@portal/contract';
import { Button, Modal, Table } from 'antd';
import type { ChangeEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload } from '../../../components/upload-rules';
import { notify } from '../../../lib/notify';
import { RequestCancelled, RequestError, upload } from '../../../lib/request';

const accept = ['XLSX'];

/**
 * Picks one .xlsx (the export's columns) and sends it to the import: every row becomes a draft, or
 * none, and the errors by row are shown.
 */
export function VirtualMaterialImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<MaterialImportRefusal | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !checkUpload(file, { accept, maxSizeMb: limits.uploadMaxMb }, t)) return;
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    upload(materialsEndpoints.importVirtualMaterials, file, setPercent, current.signal)
      .then((result) => {
        if (current.signal.aborted) return;
        notify.success(t('material.import.done', { count: result.count }));
        onImported();
      })
      .catch((error: unknown) => {
        if (error instanceof RequestCancelled || current.signal.aborted) return;
        const parsed =
          error instanceof RequestError ? materialImportRefusalSchema.safeParse(error.data) : null;
        if (parsed?.success) setRefusal(parsed.data);
      })
      .finally(() => {
        if (!current.signal.aborted) setPercent(null);
      });
  };

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
        data-testid="virtual-material-import-input"
      />
      <Button
        icon={<ImportOutlined aria-hidden />}
        loading={percent !== null}
        onClick={() => inputRef.current?.click()}
      >
        {percent !== null ? t('widget.import.progress', { percent }) : t('material.import')}
      </Button>
      {refusal && (
        <Modal
          open
          width={760}
          title={t('material.import.errorsTitle')}
          onCancel={() => setRefusal(null)}
          footer={
            <Button type="primary" onClick={() => setRefusal(null)}>
              {t('common.confirm')}
            </Button>
          }
        >
          <Table
            size="small"
            rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
            dataSource={refusal.errors}
            pagination={refusal.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('material.import.row'), width: 80 },
              { key: 'field', dataIndex: 'field', title: t('material.import.column'), width: 200 },
              { key: 'message', dataIndex: 'message', title: t('material.import.message') },
            ]}
          />
        </Modal>
      )}
    </>
  );
}
