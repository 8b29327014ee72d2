import type { CertificateState, TrainingResult } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const certificateColors: Record<CertificateState, string> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'error',
};

export function CertificateStatusTag({ status }: { status: CertificateState }) {
  const { t } = useTranslation();
  return <Tag color={certificateColors[status]}>{t(`certificate.status.${status}`)}</Tag>;
}

/** A result as shown: pass or fail, and the score beside it when there is one. */
export function ResultText({ result, score }: { result: TrainingResult | null; score: number | null }) {
  const { t } = useTranslation();
  if (result === null) return <>--</>;
  return (
    <Tag color={result === 'pass' ? 'success' : 'error'}>
      {t(`training.result.${result}`)}
      {score !== null ? ` · ${score}` : ''}
    </Tag>
  );
}
