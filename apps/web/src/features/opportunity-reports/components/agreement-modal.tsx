import { Modal } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';

export interface AgreementModalProps {
  open: boolean;
  year: number;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The registration agreement a partner confirms before its first submission of a calendar year. */
export function AgreementModal({ open, year, confirming, onConfirm, onCancel }: AgreementModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('report.agreement.title', { year })}
      okText={t('report.agreement.confirm')}
      cancelText={t('report.action.cancel')}
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={confirming}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {t('report.agreement.text')}
      </Typography.Paragraph>
    </Modal>
  );
}
