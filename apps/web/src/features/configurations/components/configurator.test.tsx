import type { CheckResult, ModelVersion } from '@portal/contract';
import { configurationsEndpoints as ep, evaluate } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement, sentWith } from '../../../test/answer-by-path';
import { mockApi, patience, renderWithQueries, resetStores } from '../../../test/render-app';
import { Configurator } from './configurator';

const item = (id: number, code: string) => ({
  kind: 'material' as const,
  id,
  code,
  names: { cn: code, en: code },
  unit: 'SET',
  price: '100.00',
  currency: 'CNY',
});
const option = (code: string, en: string, id: number) => ({
  code,
  names: { cn: en, en },
  item: { kind: 'material' as const, id },
  quantity: '1',
  priceDifference: '0',
  leadTimeDays: 0,
});

const version: ModelVersion = {
  id: 5,
  modelId: 1,
  code: 'LASER',
  names: { cn: '激光切割机', en: 'Laser cutter' },
  version: 1,
  items: [
    item(1, 'LS-CUT-3015'),
    item(2, 'LS-SRC-3KW'),
    item(3, 'LS-SRC-12KW'),
    item(4, 'LS-AIR'),
    item(5, 'LS-CHIL'),
  ],
  definition: {
    baseMaterialId: 1,
    groups: [
      {
        code: 'SRC',
        names: { cn: 'Source', en: 'Source' },
        mode: 'single',
        minPicks: 1,
        maxPicks: 1,
        defaults: ['S3'],
        sort: 0,
        options: [option('S3', '3 kW source', 2), option('S12', '12 kW source', 3)],
      },
      {
        code: 'COOL',
        names: { cn: 'Cooling', en: 'Cooling' },
        mode: 'single',
        minPicks: 0,
        maxPicks: 1,
        defaults: [],
        sort: 1,
        options: [option('AIR', 'Air cooling', 4), option('CHILL', 'Chiller', 5)],
      },
    ],
    rules: [{ kind: 'excludes', code: 'R2', option: 'AIR', other: 'S12' }],
  },
};

/** The server's check, computed with the same engine (prices are not this test's subject). */
function checkAnswer(selection: string[]): CheckResult {
  const result = evaluate(version.definition, selection);
  return {
    valid: result.valid,
    options: result.options,
    violations: result.violations,
    bom: result.resolution
      ? result.resolution.bom.map((line) => ({
          item: item(line.item.id, `M${line.item.id}`),
          quantity: line.quantity,
          amount: '100',
          sources: line.sources,
        }))
      : null,
    listPrice: result.valid ? '300.00' : null,
    currency: 'CNY',
    leadTimeDays: 0,
  };
}

describe('Configurator', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows an excluded choice disabled with its reason, and picking it offers to drop the excluding one', async () => {
    const onChange = vi.fn();
    mockApi({
      [ep.getModelVersion.path]: () => version,
      [ep.check.path]: ({ body }) => checkAnswer(sentWith(ep.check.body, body).selection),
    });
    renderWithQueries(<Configurator modelVersionId={5} initialSelection={['S12']} onChange={onChange} />);

    const air = await screen.findByText('Air cooling', {}, patience);
    const row = htmlElement(air.closest('[data-option]'));
    const airRow = within(row);
    expect(airRow.getByRole('radio')).toBeDisabled();
    expect(airRow.getByText('Excluded by “12 kW source” (rule R2)')).toBeInTheDocument();
    expect(await screen.findByTestId('configurator-price', {}, patience)).toHaveTextContent('CNY 300.00');

    await userEvent.click(air);
    const dialog = await screen.findByRole('dialog', {}, patience);
    expect(dialog).toHaveTextContent('Pick “Air cooling”?');
    expect(
      within(dialog).getByText('To pick it, these choices are dropped: “12 kW source”.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick it' }));

    await waitFor(() => expect(within(row).getByRole('radio')).toBeChecked(), patience);
    await waitFor(
      () => expect(onChange).toHaveBeenLastCalledWith(['AIR'], expect.objectContaining({ valid: false })),
      patience,
    );
    expect(screen.getByText('Pick at least 1 in “Source”')).toBeInTheDocument();
  });
});
