import type { EquipmentModelAdmin, ProductLineAdmin } from '@portal/contract';
import { referenceAdminEndpoints as ep } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { adminUser } from '../../../test/fixtures';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { EquipmentModelsTab } from './equipment-models-tab';

const line = (id: number, code: string, nameEn: string, active = true): ProductLineAdmin => ({
  id,
  code,
  nameCn: code,
  nameEn,
  nameKr: code,
  discountThreshold: 10,
  active,
  sort: id,
});
const model: EquipmentModelAdmin = {
  id: 1,
  model: 'VMC-850',
  productLineCode: 'CNC',
  kind: 'iop',
  nameCn: '立式加工中心',
  nameEn: 'Vertical machining centre',
  nameKr: '수직형 머시닝 센터',
  active: true,
};

describe('equipment models', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('names each model’s product line; a new one asks for every field and is offered active lines only', async () => {
    const user = userEvent.setup();
    signInAs(adminUser, []);
    const mocked = mockApi({
      [ep.listEquipmentModels.path]: () => [model],
      [ep.listProductLines.path]: () => [
        line(1, 'CNC', 'CNC machine tools'),
        line(2, 'OLD', 'Retired', false),
      ],
    });
    renderApp(<EquipmentModelsTab />);
    const row = (await screen.findByText('VMC-850', {}, patience)).closest('tr')!;
    expect(await within(row).findByText('CNC machine tools', {}, patience)).toBeInTheDocument();
    expect(within(row).getByText('IOP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New equipment model' }));
    const dialog = await screen.findByRole('dialog', {}, patience);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const name of ['Model code', 'Product line', 'Kind', 'Chinese name', 'English name', 'Korean name'])
      expect(await within(dialog).findByText(`${name} is required`, {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, ep.saveEquipmentModel.path)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Product line' }));
    await waitFor(() => expect(screen.getByTitle('CNC machine tools')).toBeInTheDocument(), patience);
    expect(screen.queryByTitle('Retired')).not.toBeInTheDocument();
  });
});
