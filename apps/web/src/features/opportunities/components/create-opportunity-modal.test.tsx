import { opportunitiesEndpoints, partnerCompaniesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state';
import { groupByType } from '../../../lib/code-tables';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { channelUser, company } from '../../../test/fixtures';
import { opportunity } from '../test-support';
import { CreateOpportunityModal } from './create-opportunity-modal';

const paths = {
  companies: partnerCompaniesEndpoints.pageCompanies.path,
  create: opportunitiesEndpoints.createOpportunity.path,
};

const currency = (code: string) => ({
  codeType: 'CURRENCY',
  code,
  codeDescCn: code,
  codeDescEn: code,
  codeDescKr: null,
  codeDescLangCode: null,
  activeStatus: 1,
  description: null,
});

describe('CreateOpportunityModal', { timeout: 120_000 }, () => {
  beforeEach(() => {
    signInAs(channelUser, []);
    appStore.set({ codeTable: groupByType([currency('CNY'), currency('USD')]) });
  });
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('checks the fields with the contract and creates the opportunity', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const api = mockApi({
      [paths.companies]: () =>
        pageOf([company({ id: 8, code: 'P-B001', name: '演示合作伙伴B', nameEn: 'Demo Partner B' })]),
      [paths.create]: () => opportunity({ id: 99, opptNo: 'BO2026000099' }),
    });
    renderApp(<CreateOpportunityModal onClose={() => {}} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Project is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Partner' }));
    await user.click(await screen.findByTitle('Demo Partner B (P-B001)'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Project' }), 'Press line');
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer' }), 'Qingdao Smart');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unified social credit code' }), 'short');
    expect(
      await within(dialog).findByText('The unified social credit code has 18 letters or digits'),
    ).toBeInTheDocument();
    // The right shape with a wrong check character: checked as on the registration form.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Unified social credit code' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Unified social credit code' }),
      '91370200MA3XDE036X',
    );
    expect(
      await within(dialog).findByText(
        'The unified social credit code is not valid: its check character does not match',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Unified social credit code' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product line' }));
    await user.click(await screen.findByTitle('Industrial robots'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api, paths.create)).toHaveLength(1), patience);
    expect(callsTo(api, paths.create)[0]!.body).toEqual({
      companyId: 8,
      projectName: 'Press line',
      customerName: 'Qingdao Smart',
      customerCreditCode: null,
      customerRegion: null,
      productLineCode: 'ROBOT',
      amount: '1500.5',
      currency: 'CNY',
      expectedCloseDate: null,
    });
    await waitFor(
      () => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 99 })),
      patience,
    );
  });
});
