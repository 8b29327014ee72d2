import { Button, Flex, Space, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ReportFormActionsProps {
  /** The number of the report being edited. */
  reportNo?: string;
  busy: 'draft' | 'submit' | null;
  onCancel: () => void;
  onSave: (submit: boolean) => void;
}

/** The form's actions, always in reach: they stay at the bottom of the view while the form scrolls. */
export function ReportFormActions({ reportNo, busy, onCancel, onSave }: ReportFormActionsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      justify="space-between"
      align="center"
      data-testid="report-form-actions"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        padding: '12px 16px',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <span>{reportNo ? <Tag>{reportNo}</Tag> : null}</span>
      <Space>
        <Button disabled={false} onClick={onCancel}>
          {t('report.action.cancel')}
        </Button>
        <Button loading={busy === 'draft'} onClick={() => onSave(false)}>
          {t('report.action.saveDraft')}
        </Button>
        <Button type="primary" loading={busy === 'submit'} onClick={() => onSave(true)}>
          {t('report.action.submit')}
        </Button>
      </Space>
    </Flex>
  );
}
