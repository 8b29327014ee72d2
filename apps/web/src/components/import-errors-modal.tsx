import type { MessageKey } from '@portal/contract';
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** A refused spreadsheet import: the errors by row and column (at most the first ones) and how many in all. */
export interface ImportRefusal {
  errors: { row: number; field: string; message: string }[];
  total: number;
}

/** The dialog's words, as keys of the importing screen's area. */
export interface ImportErrorTexts {
  title: MessageKey;
  /** A line above the table, e.g. that nothing was imported. */
  intro?: MessageKey;
  /** With `{{shown}}` and `{{total}}`: shown when the server listed fewer errors than it found. */
  more?: MessageKey;
  /** The three columns' headers. */
  row: MessageKey;
  column: MessageKey;
  message: MessageKey;
}

/** The rows and columns a refused import names; nothing was imported. */
export function ImportErrorsModal({
  refusal,
  texts,
  onClose,
}: {
  refusal: ImportRefusal;
  texts: ImportErrorTexts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={760}
      title={t(texts.title)}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.confirm')}
        </Button>
      }
    >
      {texts.intro && <Alert type="error" showIcon title={t(texts.intro)} style={{ marginBottom: 12 }} />}
      {texts.more && refusal.total > refusal.errors.length && (
        <Alert
          type="warning"
          title={t(texts.more, { shown: refusal.errors.length, total: refusal.total })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table
        size="small"
        rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
        dataSource={refusal.errors}
        pagination={refusal.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { key: 'row', dataIndex: 'row', title: t(texts.row), width: 80 },
          { key: 'field', dataIndex: 'field', title: t(texts.column), width: 200 },
          { key: 'message', dataIndex: 'message', title: t(texts.message) },
        ]}
      />
    </Modal>
  );
}
