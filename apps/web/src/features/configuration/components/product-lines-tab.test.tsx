import type { ProductLineAdmin } from '@portal/contract';
import { referenceAdminEndpoints as ep, saveProductLineBodySchema } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeTablesChangedEvent } from '../../../lib/code-tables';
import { request } from '../../../lib/request';
import { sentWith } from '../../../test/answer-by-path';
import { adminUser } from '../../../test/fixtures';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { ProductLinesTab } from './product-lines-tab';

const robot: ProductLineAdmin = {
  id: 1,
  code: 'ROBOT',
  nameCn: '工业机器人',
  nameEn: 'Industrial robots',
  nameKr: '산업용 로봇',
  discountThreshold: 15,
  active: true,
  sort: 1,
};

describe('product lines', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows each line with its threshold; refuses a line without its threshold; saves; forms load again', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener(codeTablesChangedEvent, changed);
    signInAs(adminUser, []);
    const saved: ProductLineAdmin[] = [];
    const mocked = mockApi({
      [ep.listProductLines.path]: () => [robot, ...saved],
      [ep.saveProductLine.path]: ({ body }) => {
        const sent = sentWith(saveProductLineBodySchema, body);
        const line = { ...sent, id: 2, active: true };
        saved.push(line);
        return line;
      },
    });
    renderApp(<ProductLinesTab />);
    const row = (await screen.findByText('工业机器人', {}, patience)).closest('tr')!;
    expect(within(row).getByText('15.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New product line' }));
    const dialog = await screen.findByRole('dialog', {}, patience);
    await user.type(within(dialog).getByLabelText('Code'), 'PRESS');
    await user.type(within(dialog).getByLabelText('Chinese name'), '冲压设备');
    await user.type(within(dialog).getByLabelText('English name'), 'Presses');
    await user.type(within(dialog).getByLabelText('Korean name'), '프레스 장비');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Discount threshold (%) is required', {}, patience),
    ).toBeInTheDocument();
    expect(callsTo(mocked, ep.saveProductLine.path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Discount threshold (%)'), '8.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mocked, ep.saveProductLine.path)).toHaveLength(1), patience);
    expect(callsTo(mocked, ep.saveProductLine.path)[0]!.body).toEqual({
      code: 'PRESS',
      nameCn: '冲压设备',
      nameEn: 'Presses',
      nameKr: '프레스 장비',
      discountThreshold: 8.5,
      sort: 0,
    });
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1), patience);
    window.removeEventListener(codeTablesChangedEvent, changed);
    expect(await screen.findByText('冲压设备', {}, patience)).toBeInTheDocument();
  });
});
