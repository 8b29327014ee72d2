import { manHoursEndpoints, manHoursExportEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '../../../lib/request';
import { answerByPath } from '../../../test/answer-by-path';
import { renderApp } from '../../../test/render-app';
import { ManHourTotals } from './man-hour-totals';

describe('the totals view', () => {
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(request).mockImplementation(
      answerByPath({
        [manHoursEndpoints.totals.path]: () => [{ key: '7', label: 'Sora Partner', hours: '8.5' }],
        [manHoursExportEndpoints.exportTimeEntries.path]: () => null,
      }),
    );
  });

  it('exports with the grouping, the period and the states it shows', async () => {
    const user = userEvent.setup();
    renderApp(<ManHourTotals />);
    expect(await screen.findByText('Sora Partner')).toBeInTheDocument();
    await user.click(screen.getByText('Customer'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const calls = vi.mocked(request).mock.calls;
    const totals = calls.filter(([endpoint]) => endpoint === manHoursEndpoints.totals).at(-1)![1]!;
    const sent = calls.find(([endpoint]) => endpoint === manHoursExportEndpoints.exportTimeEntries)![1]!;
    const query = z
      .object({ groupBy: z.string(), from: z.string(), to: z.string(), states: z.string() })
      .parse(totals.query);
    expect(query.groupBy).toBe('customer');
    expect(sent.body).toEqual({
      groupBy: 'customer',
      from: query.from,
      to: query.to,
      states: query.states.split(','),
    });
  });
});
