import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen not built yet: title and breadcrumb are there, no fake data, and the reader is told it is coming. */
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
