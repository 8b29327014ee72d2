import type { Policy } from '@portal/contract';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';
import { PublishedTag } from './published-tag';

type PolicyDates = Pick<Policy, 'published' | 'inEffect' | 'effectiveFrom'>;

/** A published policy not in effect today either starts later (scheduled) or has ended (expired). */
function effectOf(policy: PolicyDates): 'inEffect' | 'scheduled' | 'expired' {
  if (policy.inEffect) return 'inEffect';
  return policy.effectiveFrom > dayjs().format('YYYY-MM-DD') ? 'scheduled' : 'expired';
}

const tones = { inEffect: 'info', scheduled: 'attention', expired: 'neutral' } as const satisfies Record<
  ReturnType<typeof effectOf>,
  StatusTone
>;

/** Published or draft, and whether it is in effect today, scheduled or expired. */
export function PolicyStateTags({ policy }: { policy: PolicyDates }) {
  const { t } = useTranslation();
  const effect = effectOf(policy);
  return (
    <Space size={4} wrap>
      <PublishedTag published={policy.published} />
      {policy.published ? (
        <Tag color={toneColor(tones[effect])}>{t(`knowledge.policy.${effect}`)}</Tag>
      ) : null}
    </Space>
  );
}
