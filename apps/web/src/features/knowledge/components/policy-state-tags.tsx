import type { Policy } from '@portal/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../app/theme';
import { PublishedTag } from './published-tag';

/** Published or draft, and whether it is in effect today. */
export function PolicyStateTags({ policy }: { policy: Pick<Policy, 'published' | 'inEffect'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <PublishedTag published={policy.published} />
      {policy.published ? (
        policy.inEffect ? (
          <Tag color={toneColor('info')}>{t('knowledge.policy.inEffect')}</Tag>
        ) : (
          <Tag color={toneColor('attention')}>{t('knowledge.policy.notInEffect')}</Tag>
        )
      ) : null}
    </Space>
  );
}
