import { CloseCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page that could not load, with a retry. Laid out as Ant Design's error Result but made of plain
 * elements: it shows when a chunk failed, so it must not need a chunk itself, and it stays off the
 * sign-in page's weight.
 */
export function LoadErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}
    >
      <CloseCircleFilled
        aria-hidden
        style={{ fontSize: 72, color: token.colorError, marginBottom: token.marginLG }}
      />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
        }}
      >
        {t('state.loadError')}
      </div>
      <div style={{ marginTop: token.marginLG }}>
        <Button type="primary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </div>
    </div>
  );
}
