import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundState() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('state.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('state.goHome')}
        </Button>
      }
    />
  );
}

export function NoPermissionState() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('state.noPermission')}
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('state.goHome')}
        </Button>
      }
    />
  );
}

export function ChooseRecordState({ backTo }: { backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('state.chooseRecord')}
      subTitle={t('state.chooseRecordDetail')}
      extra={<Button onClick={() => (backTo ? navigate(backTo) : navigate(-1))}>{t('state.back')}</Button>}
    />
  );
}

// A load error must show without loading anything (and off the sign-in page): see load-error-state.tsx.
export { LoadErrorState } from './load-error-state';
