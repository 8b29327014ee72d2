import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, toSelectOptions } from './select-field';
import { renderApp } from '../test/render-app';

const countries = [
  { code: 'CN', nameText: 'China' },
  { code: 'KR', nameText: 'Korea' },
  { code: 'US', nameText: 'United States', retired: true },
];

describe('SelectField', () => {
  it('maps options with configurable value and label names', () => {
    expect(toSelectOptions(countries, 'code', 'nameText', 'retired')).toEqual([
      { value: 'CN', label: 'China', disabled: false },
      { value: 'KR', label: 'Korea', disabled: false },
      { value: 'US', label: 'United States', disabled: true },
    ]);
  });

  it('shows the labels and answers the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(
      <SelectField
        options={countries}
        valueName="code"
        labelName="nameText"
        onChange={onChange}
        aria-label="Country"
      />,
    );
    expect(screen.getByText('Please select')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByTitle('Korea'));
    expect(onChange).toHaveBeenCalledWith('KR', expect.anything());
  });

  it("uses 'value' and 'label' by default and filters by label when searchable", async () => {
    const user = userEvent.setup();
    const options = [
      { value: 1, label: 'Alpha' },
      { value: 2, label: 'Beta' },
    ];
    renderApp(<SelectField options={options} searchable aria-label="Letter" />);
    await user.type(screen.getByRole('combobox', { name: 'Letter' }), 'bet');
    expect(await screen.findByTitle('Beta')).toBeInTheDocument();
    expect(screen.queryByTitle('Alpha')).not.toBeInTheDocument();
  });
});
