import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { optionSchema, timeEntrySchema, translate } from '@portal/contract';
import { z } from 'zod';
import { base, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** A week of its own per run (the database lives as long as the server): a Monday from 2032 on. */
function weekOfRun(offset: number): string {
  const monday = new Date(Date.UTC(2032, 0, 5));
  monday.setUTCDate(monday.getUTCDate() + 7 * ((Math.floor(Date.now() / 1000) % 200) * 2 + offset));
  return monday.toISOString().slice(0, 10);
}
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function chooseOption(page: Page, label: string, option: RegExp | string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

test('in English, a partner admin submits its person’s week and the channel manager approves it', async ({
  page,
  request,
}) => {
  const week = weekOfRun(0);
  const admin = await apiToken(request, 'partner.admin');
  const people = await apiCall(request, admin, 'GET', '/man-hours/get-people', z.array(optionSchema));
  const sora = people.find((p) => p.label === 'Sora Partner')!;
  const [ticket] = await apiCall(
    request,
    admin,
    'GET',
    '/man-hours/get-subject-options',
    z.array(optionSchema),
    {
      query: { kind: 'ticket' },
    },
  );
  await apiCall(request, admin, 'POST', '/man-hours/save-time-entry', timeEntrySchema, {
    body: {
      userId: sora.id,
      workDate: week,
      hours: '6',
      kind: 'ticket',
      subjectId: ticket!.id,
      note: 'On site',
    },
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'en');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await page.goto(`${base}/man-hours?week=${week}`);
  await chooseOption(page, 'Person', 'Sora Partner');
  await expect(page.getByTestId('week-range')).toHaveText(`${week} ~ ${shift(week, 6)}`);
  await expect(page.getByTestId('week-total')).toHaveText('6.0');

  // One more entry through the form: Tuesday, 2.5 hours on the same ticket.
  await page.getByRole('button', { name: 'Log hours' }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, 'Date', `Tue ${shift(week, 1)}`);
  await dialog.getByLabel('Hours').fill('2.5');
  await chooseOption(page, 'Record', ticket!.label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Time entry saved')).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText('8.5');

  await page.getByRole('button', { name: 'Submit the week' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Timesheet submitted')).toBeVisible();
  await expect(page.getByTestId('week-status')).toHaveText('Submitted');
  await expect(page.getByRole('button', { name: 'Log hours' })).toHaveCount(0);

  // The channel manager approves it from its to-dos.
  await page.context().clearCookies();
  await page.goto(`${base}/login`);
  await setLanguage(page, 'en');
  await signInAndWait(page, 'channel');
  await page.goto(`${base}/man-hours?tab=approvals`);
  const mine = row(page, 'Sora Partner').filter({ hasText: week });
  await expect(mine).toBeVisible();
  await mine.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Approve selected/ }).click();
  await expect(page.getByText('1 timesheet(s) approved')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.getByText('All', { exact: true }).click();
  await expect(row(page, 'Sora Partner').filter({ hasText: week })).toContainText('Approved');
});

test('in Chinese, a partner user logs hours: two decimals are refused at the field, one decimal is saved', async ({
  page,
}) => {
  const week = weekOfRun(1);
  const cn = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate('cn', key, params);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'partner.sales', { partner: true });
  await page.goto(`${base}/man-hours?week=${week}`);
  await expect(page.getByTestId('week-range')).toHaveText(`${week} ~ ${shift(week, 6)}`);
  await page.getByRole('button', { name: cn('manHours.newEntry') }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, cn('manHours.field.workDate'), `${cn('widget.calendar.wed')} ${shift(week, 2)}`);
  await chooseOption(page, cn('manHours.field.kind'), cn('manHours.kind.opportunity'));
  await page.getByLabel(cn('manHours.field.subject'), { exact: true }).click();
  await page.locator('.ant-select-item-option:visible').first().click();
  await dialog.getByLabel(cn('manHours.field.hours')).fill('7.55');
  await dialog.getByRole('button', { name: cn('widget.save') }).click();
  await expect(dialog.getByText(cn('manHours.validation.hours'))).toBeVisible();
  await dialog.getByLabel(cn('manHours.field.hours')).fill('7.5');
  await dialog.getByRole('button', { name: cn('widget.save') }).click();
  await expect(page.getByText(cn('manHours.saved'))).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText('7.5');
  await expect(page.getByTestId(`cell-${shift(week, 2)}`)).toHaveText('7.5');
  await page.screenshot({ path: '/tmp/man-hours-cn.png' });
});
