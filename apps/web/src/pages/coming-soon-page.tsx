import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A route whose business arrives in a later issue: title and breadcrumb are there, no fake data. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('state.comingSoon')}
      subTitle={t('state.comingSoonDetail')}
      data-testid="coming-soon"
    />
  );
}
