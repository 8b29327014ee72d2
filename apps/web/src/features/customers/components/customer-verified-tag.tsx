import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether the customer was found in the company directory, or entered by hand ("not verified"). */
export function CustomerVerifiedTag({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Tag color="green">{t('customer.verified')}</Tag>
  ) : (
    <Tag color="orange">{t('customer.notVerified')}</Tag>
  );
}
