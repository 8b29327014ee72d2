import type { ClueImportRefusal } from '@portal/contract';
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rows and columns a refused import names; nothing was imported. */
export function ImportErrorsModal({ refusal, onClose }: { refusal: ClueImportRefusal; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={760}
      title={t('clue.import.errorsTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.confirm')}
        </Button>
      }
    >
      <Alert type="error" showIcon title={t('clue.import.errorsIntro')} style={{ marginBottom: 12 }} />
      {refusal.total > refusal.errors.length && (
        <Alert
          type="warning"
          title={t('clue.import.more', { shown: refusal.errors.length, total: refusal.total })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table
        size="small"
        rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
        dataSource={refusal.errors}
        pagination={refusal.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('clue.import.row'), width: 80 },
          { key: 'field', dataIndex: 'field', title: t('clue.import.column'), width: 200 },
          { key: 'message', dataIndex: 'message', title: t('clue.import.problem') },
        ]}
      />
    </Modal>
  );
}
