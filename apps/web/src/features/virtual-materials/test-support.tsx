/** Fixtures of the virtual material component tests (contract-shaped data). */
import type { VirtualMaterial } from '@portal/contract';

export function virtualMaterial(overrides: Partial<VirtualMaterial> = {}): VirtualMaterial {
  return {
    id: 3,
    code: 'VM2026000003',
    nameCn: '焊接工作站套件',
    nameEn: 'Welding workcell kit',
    nameKr: null,
    name: 'Welding workcell kit',
    productLineCode: 'ROBOT',
    functionStructure: '3',
    unit: 'SET',
    attributes: [{ key: 'Process', type: 'choice', value: 'MIG', choices: ['MIG', 'TIG'] }],
    referencePrice: '415000.00',
    currency: 'CNY',
    status: 'draft',
    replacedBy: null,
    updatedByName: 'Pia Planner',
    createdAt: '2026-03-01T02:03:04.000Z',
    updatedAt: '2026-03-10T02:03:04.000Z',
    rowVersion: 1,
    actions: ['edit', 'activate'],
    ...overrides,
  };
}
