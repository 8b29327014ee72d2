import type { OpportunityStage } from '@portal/contract';
import { opportunityStages } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../lib/theme';
import { stageKey, stageTones } from '../utils/labels';

/** An opportunity's stage as a coloured tag. */
export function StageTag({ stage }: { stage: OpportunityStage }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(stageTones[stage])}>{t(stageKey(stage))}</Tag>;
}

/** The stages as select options. */
export function useStageOptions(stages: readonly OpportunityStage[] = opportunityStages) {
  const { t } = useTranslation();
  return useMemo(() => stages.map((stage) => ({ value: stage, label: t(stageKey(stage)) })), [stages, t]);
}
