import type { ItemInfo, ModelInfo, ModelOption } from '@portal/contract';
import { configurationsEndpoints as ep } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import { plannerUser } from '../../../test/fixtures';
import { mockApi, patience, renderWithQueries, resetStores, signInAs } from '../../../test/render-app';
import { ModelEditor } from './model-editor';

const item = (id: number, code: string, en: string): ItemInfo => ({
  kind: 'material',
  id,
  code,
  names: { cn: `${en}（中文）`, en },
  unit: 'SET',
  price: '100.00',
  currency: 'CNY',
});
const option = (code: string, cn: string, en: string, id: number): ModelOption => ({
  code,
  names: { cn, en },
  item: { kind: 'material', id },
  quantity: '1',
  priceDifference: '0',
  leadTimeDays: 0,
});

/** A robot cell whose rule R3 makes the 12 kW option impossible (it requires a choice that excludes it). */
const model: ModelInfo = {
  id: 1,
  code: 'CFG-CELL',
  names: { cn: '机器人工作站', en: 'Robot cell' },
  productLineCode: 'ROBOT',
  status: 'draft',
  latestVersion: null,
  latestVersionId: null,
  updatedAt: '2026-03-10T02:03:04.000Z',
  actions: ['edit', 'publish'],
  rowVersion: 3,
  definition: {
    baseMaterialId: 1,
    groups: [
      {
        code: 'SRC',
        names: { cn: '光源', en: 'Source' },
        mode: 'single',
        minPicks: 1,
        maxPicks: 1,
        defaults: ['S3'],
        sort: 0,
        options: [
          option('S3', '3 千瓦光源', '3 kW source', 2),
          option('S12', '12 千瓦光源', '12 kW source', 3),
        ],
      },
      {
        code: 'COOL',
        names: { cn: '冷却', en: 'Cooling' },
        mode: 'multiple',
        minPicks: 0,
        maxPicks: 2,
        defaults: [],
        sort: 1,
        options: [option('AIR', '风冷', 'Air cooling', 4), option('CHILL', '冷水机', 'Chiller', 5)],
      },
    ],
    rules: [
      { kind: 'requires', code: 'R1', option: 'S12', target: { type: 'option', code: 'CHILL' } },
      { kind: 'excludes', code: 'R3', option: 'CHILL', other: 'S12' },
    ],
  },
  issues: [],
  versions: [],
  items: [
    item(1, 'RB-ARM', 'Robot arm'),
    item(2, 'LS-3', '3 kW source'),
    item(3, 'LS-12', '12 kW source'),
    item(4, 'AIR', 'Air'),
    item(5, 'CHL', 'Chiller'),
  ],
  createdAt: '2026-03-01T02:03:04.000Z',
};

describe('ModelEditor', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('names the product line and the options in the reader’s language, and its live check names the rule that makes a choice impossible', async () => {
    signInAs(plannerUser);
    mockApi({ [ep.getModel.path]: () => model });
    renderWithQueries(<ModelEditor id={1} />);

    // The product line by its name, not its code.
    expect(await screen.findByText('Industrial robots', {}, patience)).toBeInTheDocument();
    expect(screen.queryByText('ROBOT')).not.toBeInTheDocument();
    // The rules name options in English, the reader's language.
    const rules = within(screen.getByTestId('model-rules'));
    expect(rules.getAllByText('S12 12 kW source').length).toBeGreaterThan(0);
    expect(rules.queryByText(/千瓦/)).not.toBeInTheDocument();
    // The live check: the rule named, and no publication of such a model.
    const check = within(screen.getByTestId('model-check'));
    expect(check.getByText('Option 12 kW source can never be picked because of rule R3')).toBeInTheDocument();
    expect(htmlElement(screen.getByText('Publish').closest('button'))).toBeDisabled();
  });
});
