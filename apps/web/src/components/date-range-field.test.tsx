import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DateRangeField } from './date-range-field';
import { renderApp } from '../test/render-app';

/** The range picker's two inputs, once it has loaded. */
const pickerInputs = () => document.querySelectorAll('.ant-picker-range input');

describe('DateRangeField', { timeout: 60_000 }, () => {
  it('stands in with a plain input of the same placeholders, and opens the range picker when reached for', async () => {
    const user = userEvent.setup();
    renderApp(<DateRangeField id="created" />);
    const standIn = screen.getByPlaceholderText('Start date → End date');
    expect(standIn).toHaveAttribute('id', 'created');
    expect(pickerInputs()).toHaveLength(0);

    await user.click(standIn);
    await screen.findByPlaceholderText('Start date');
    expect(screen.getByPlaceholderText('End date')).toBeInTheDocument();
    // Opened at once: the calendar shows.
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  });

  it('shows the picker at once when it has a value', async () => {
    renderApp(<DateRangeField value={[dayjs('2026-03-01'), null]} />);
    expect(await screen.findByDisplayValue('2026-03-01')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
  });
});
