import { WarningOutlined } from '@ant-design/icons';
import type { ReportConflict, ReportInfo } from '@portal/contract';
import { formats } from '@portal/contract';
import { Alert, Flex, List, Space, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { toneColor } from '../../../lib/theme';

/** Competing registrations of the same customer credit code and product line (reviewers). */
export function ReportConflictPanel({ report }: { report: ReportInfo }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  if (report.conflicts.length === 0) return null;
  const text = (conflict: ReportConflict) =>
    conflict.kind === 'protected'
      ? t('report.detail.conflictProtected', {
          company: companyLabel(conflict, language),
          until: formatDateTime(conflict.protectedUntil),
          opptNo: conflict.opportunityNo ?? formats.emptyPlaceholder,
        })
      : t('report.detail.conflictPending', {
          company: companyLabel(conflict, language),
          reportNo: conflict.reportNo ?? formats.emptyPlaceholder,
          submittedAt: formatDateTime(conflict.submittedAt),
        });
  return (
    <Alert
      type={report.blockedUntil ? 'error' : 'warning'}
      showIcon
      icon={<WarningOutlined aria-hidden />}
      data-testid="conflict-panel"
      message={t('report.detail.conflictTitle')}
      description={
        <Flex vertical gap={8}>
          {report.blockedUntil && (
            <Typography.Text strong>
              {t('report.detail.blocked', { until: formatDateTime(report.blockedUntil) })}
            </Typography.Text>
          )}
          <List
            size="small"
            dataSource={report.conflicts}
            renderItem={(conflict) => (
              <List.Item>
                <Space>
                  <Tag color={toneColor(conflict.kind === 'protected' ? 'error' : 'attention')}>
                    {t(`report.detail.conflictKind.${conflict.kind}`)}
                  </Tag>
                  <span>{text(conflict)}</span>
                </Space>
              </List.Item>
            )}
          />
        </Flex>
      }
    />
  );
}
