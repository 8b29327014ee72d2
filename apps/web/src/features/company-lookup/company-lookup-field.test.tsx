import type { LookedUpCompany } from '@portal/contract';
import { companyLookupEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../test/render-app';
import { adminUser } from '../../test/fixtures';
import { CompanyLookupField } from './company-lookup-field';
import { sentWith } from '../../test/answer-by-path';

const path = companyLookupEndpoints.pageCompanies.path;

const robotics: LookedUpCompany = {
  name: 'Demo Customer Robotics Inc.',
  creditCode: '91310000000000025X',
  address: '100 Woodward Ave, Detroit, MI',
  region: 'US',
  country: 'US',
  industry: 'Robotics',
  legalPerson: 'James Miller',
  establishedOn: '2012-09-03',
};
const precision: LookedUpCompany = {
  name: '上海演示客户精密机械有限公司',
  creditCode: '913101150000000011',
  address: '上海市浦东新区张江路88号',
  region: 'CN',
  country: 'CN',
  industry: 'Precision machinery',
};

function Harness({ onChange }: { onChange: (company: LookedUpCompany | null) => void }) {
  const [value, setValue] = useState<LookedUpCompany | null>(null);
  return (
    <CompanyLookupField
      aria-label="customer"
      value={value}
      onChange={(company) => {
        setValue(company);
        onChange(company);
      }}
    />
  );
}

describe('CompanyLookupField', { timeout: 60_000 }, () => {
  beforeEach(() => signInAs(adminUser, []));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('searches from 2 characters, debounced, offers name, credit code and region, and shows the pick', async () => {
    const mocked = mockApi({
      [path]: () => pageOf([robotics, precision], 1, 20),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithQueries(<Harness onChange={onChange} />);

    const input = screen.getByRole('combobox', { name: 'customer' });
    await user.click(input);
    await user.type(input, 'd');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument();
    expect(callsTo(mocked, path)).toHaveLength(0);

    // One input event, so the debounced search runs once whatever the machine's speed.
    await user.paste('emo cu');
    await waitFor(() => expect(screen.getAllByTestId('company-lookup-option')).toHaveLength(2), patience);
    // Below 2 characters nothing was asked; then one call for the whole keyword.
    expect(
      callsTo(mocked, path).map((c) => sentWith(companyLookupEndpoints.pageCompanies.body, c.body).keyword),
    ).toEqual(['demo cu']);
    const [first] = screen.getAllByTestId('company-lookup-option');
    expect(first).toHaveTextContent('Demo Customer Robotics Inc.');
    expect(first).toHaveTextContent('91310000000000025X');
    // The region by its name in the reader's language, not its code.
    expect(first).toHaveTextContent('United States');

    // Keyboard picking is walked in the browser (jsdom lays out no option list).
    await user.click(screen.getAllByTestId('company-lookup-option')[1]!);
    expect(onChange).toHaveBeenLastCalledWith(precision);
    expect(await screen.findByTestId('company-lookup-picked')).toHaveTextContent('913101150000000011');
    expect(screen.getByTestId('company-lookup-picked')).toHaveTextContent('上海市浦东新区张江路88号');
  });

  it('says when nothing matches, and clears the pick', async () => {
    const mocked = mockApi({ [path]: () => pageOf([], 1, 20) });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithQueries(<CompanyLookupField aria-label="customer" value={robotics} onChange={onChange} />);
    expect(screen.getByTestId('company-lookup-picked')).toHaveTextContent('91310000000000025X');
    const input = screen.getByRole('combobox', { name: 'customer' });
    await user.click(input);
    await user.type(input, 'zzzz');
    await waitFor(() => expect(callsTo(mocked, path)).toHaveLength(1), patience);
    expect(await screen.findByText('No company matches', {}, patience)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    await user.click(clear!);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
