import type { VirtualMaterialStatus } from '@portal/contract';
import { functionStructures, materialUnits, virtualMaterialStatuses } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/theme';
import { toneColor } from '../../../lib/theme';

const tones: Record<VirtualMaterialStatus, StatusTone> = {
  draft: 'neutral',
  active: 'success',
  retired: 'error',
};

/** A virtual material's status as a coloured tag. */
export function VirtualMaterialStatusTag({ status }: { status: VirtualMaterialStatus }) {
  const { t } = useTranslation();
  return <Tag color={toneColor(tones[status])}>{t(`material.status.${status}`)}</Tag>;
}

/** Statuses, function structures (FUNCTION_STRUCTURE) and units (UNIT) as select options and labels. */
export function useVirtualMaterialCodes() {
  const { t } = useTranslation();
  return useMemo(() => {
    const statuses = virtualMaterialStatuses.map((status) => ({
      value: status,
      label: t(`material.status.${status}`),
    }));
    const structures = functionStructures.map((code) => ({
      value: code,
      label: t(`codeTable.FUNCTION_STRUCTURE.${code}`),
    }));
    const units = materialUnits.map((code) => ({ value: code, label: t(`codeTable.UNIT.${code}`) }));
    const unitLabel = (code: string) => units.find((unit) => unit.value === code)?.label ?? code;
    const structureLabel = (code: string) => structures.find((s) => s.value === code)?.label ?? code;
    return { statuses, structures, units, unitLabel, structureLabel };
  }, [t]);
}
