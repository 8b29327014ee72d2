import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';
import { firstEquipmentOf, ticketPhoto } from '../support/tickets';

/**
 * Issue 23, the service journey end to end, through the screens: a Korean partner (Demo Partner B's
 * administrator) raises a ticket on its equipment with a photo; Chinese service staff take it, set it
 * waiting for the customer (the SLA clock shows paused), resolve it (the clocks stop) and log hours against
 * it on their week; the partner's administrator logs its people's hours on the ticket and submits the week;
 * the channel manager approves it in English, and exports the totals with the entries behind them.
 */

type Key = Parameters<typeof translate>[1];

/** Today and its week's Monday, as the browser (on this machine) counts them. */
function today(): { day: string; monday: string } {
  const now = new Date();
  const local = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const monday = new Date(now);
  monday.setDate(now.getDate() - ((now.getDay() + 6) % 7));
  return { day: local(now), monday: local(monday) };
}

/** Opens a select by its label, types to search it when asked, and picks the option showing `text`. */
async function choose(page: Page, label: string, text: string, search = false) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  if (search) await field.fill(text);
  await page.locator('.ant-select-item-option:visible').filter({ hasText: text }).first().click();
}

/** Logs hours on today against a ticket through the week's "Log hours" form, in the reader's language. */
async function logHoursOnTicket(page: Page, lang: Language, ticketNo: string, hours: string) {
  const t = (key: Key) => translate(lang, key);
  const { day } = today();
  await page.goto(`${base}/man-hours`);
  await page.getByRole('button', { name: t('manHours.newEntry') }).click();
  const dialog = page.getByRole('dialog', { name: t('manHours.newEntry') });
  await expect(dialog).toBeVisible();
  await choose(page, t('manHours.field.workDate'), day);
  await dialog.getByLabel(t('manHours.field.hours'), { exact: true }).fill(hours);
  // Booked against a ticket, this one found by its number.
  await choose(page, t('manHours.field.kind'), t('manHours.kind.ticket'));
  await choose(page, t('manHours.field.subject'), ticketNo, true);
  await dialog.getByRole('button', { name: t('widget.save') }).click();
  await expect(page.getByText(t('manHours.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();
  // The week grid shows the ticket's row with the hours under today.
  const row = page
    .getByRole('table', { name: t('manHours.week') })
    .getByRole('row')
    .filter({ hasText: ticketNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId(`cell-${day}`)).toHaveText(Number(hours).toFixed(1));
}

test('the service journey: a Korean partner raises a ticket, Chinese service staff handle it and log hours, the partner’s week is approved in English', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const kr = (key: Key) => translate('kr', key);
  const cn = (key: Key) => translate('cn', key);
  const en = (key: Key, params?: Record<string, string | number>) => translate('en', key, params);

  // The partner's installed equipment (what it would read off the machine's plate).
  const kit = await firstEquipmentOf(request, 'partner.b');
  const title = `스핀들 알람 ${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 800 });

  // 1. In Korean, the partner raises a ticket with a photo.
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.b', { partner: true });
  await page.goto(`${base}/tickets`);
  await page.getByRole('button', { name: '새 티켓' }).click();
  const raise = page.getByRole('dialog', { name: '새 티켓' });
  await expect(raise).toBeVisible();
  const equipment = raise.getByLabel(kr('ticket.field.equipment'), { exact: true });
  await equipment.click();
  await equipment.fill(kit.serialNo);
  await page.locator('.ant-select-item-option').filter({ hasText: kit.serialNo }).click();
  await expect(raise.locator('.ant-descriptions')).toContainText(kit.modelName);
  await raise.getByLabel(kr('ticket.field.title'), { exact: true }).fill(title);
  await raise
    .getByLabel(kr('ticket.field.description'), { exact: true })
    .fill('가동 중 알람 화면 사진입니다.');
  await raise
    .locator('input[type="file"]')
    .setInputFiles({ name: '알람화면.png', mimeType: 'image/png', buffer: ticketPhoto });
  await expect(raise.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await raise.getByRole('button', { name: kr('widget.save') }).click();
  await expect(page).toHaveURL(/\/tickets\/detail\?id=\d+$/);
  const head = page.locator('.ant-card-head').filter({ hasText: /TK\d{10}/ });
  await expect(head).toContainText(kr('ticket.status.new'));
  const ticketNo = /TK\d{10}/.exec((await head.textContent()) ?? '')![0];
  await expect(page.locator('.ant-upload-list-item-done img')).toHaveAttribute('alt', '알람화면.png');

  // 2. In Chinese, service staff find it, take it and wait for the customer: the clock pauses on screen.
  await page.context().clearCookies();
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'service');
  await page.goto(`${base}/tickets`);
  await searchList(page, cn('ticket.field.keyword'), ticketNo);
  const listed = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ticketNo });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('link', { name: ticketNo }).click();
  const detailHead = page.locator('.ant-card-head').filter({ hasText: ticketNo });
  await expect(detailHead).toContainText(cn('ticket.status.new'));
  const resolution = page.getByTestId('sla-resolution');
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText(cn('ticket.sla.running'));
  // The partner's photo is there for the staff too.
  await expect(page.locator('.ant-upload-list-item-done img')).toHaveAttribute('alt', '알람화면.png');

  await page.getByRole('button', { name: cn('ticket.action.take') }).click();
  await expect(detailHead).toContainText(cn('ticket.status.inProgress'));
  await page.getByRole('button', { name: cn('ticket.action.waitForCustomer') }).click();
  await expect(detailHead).toContainText(cn('ticket.status.waitingForCustomer'));
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText(cn('ticket.sla.paused'));

  // Resolved: both clocks stop.
  await page.getByRole('button', { name: cn('ticket.action.resolve'), exact: true }).click();
  await expect(detailHead).toContainText(cn('ticket.status.resolved'));
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText(cn('ticket.sla.stopped'));
  await expect(page.getByTestId('sla-response').getByTestId('sla-clock-state')).toHaveText(
    cn('ticket.sla.stopped'),
  );

  // And log the hours spent on it.
  await logHoursOnTicket(page, 'cn', ticketNo, '3.5');

  // 3. The partner's administrator logs its people's hours on the ticket and submits the week (in English).
  const { monday } = today();
  await page.context().clearCookies();
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'en');
  await signInAndWait(page, 'partner.b', { partner: true });
  await logHoursOnTicket(page, 'en', ticketNo, '2');
  await page.getByRole('button', { name: en('manHours.action.submit') }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(en('manHours.submitted'))).toBeVisible();
  await expect(page.getByTestId('week-status')).toHaveText(en('manHours.status.submitted'));
  await expect(page.getByRole('button', { name: en('manHours.newEntry') })).toHaveCount(0);

  // 4. In English, the channel manager approves it from its to-dos.
  await page.context().clearCookies();
  await page.goto(`${base}/login`);
  await setLanguage(page, 'en');
  await signInAndWait(page, 'channel');
  await page.goto(`${base}/man-hours?tab=approvals`);
  const waiting = page.getByRole('row').filter({ hasText: 'Ben Partner' }).filter({ hasText: monday });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('checkbox').check();
  await page.getByRole('button', { name: new RegExp(en('manHours.action.approveSelected')) }).click();
  await expect(page.getByText(en('manHours.approved', { n: 1 }))).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await page.getByText(en('manHours.view.all'), { exact: true }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Ben Partner' }).filter({ hasText: monday }),
  ).toContainText(en('manHours.status.approved'));

  // The totals count the approved week; their export downloads the entries behind them.
  await page.getByRole('tab', { name: en('manHours.tab.totals') }).click();
  const totals = page.getByRole('table', { name: en('manHours.tab.totals') });
  await expect(totals.getByRole('row').filter({ hasText: 'Ben Partner' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en('export.button') }).click();
  expect((await download).suggestedFilename()).toMatch(/^man-hours-\d{8}\.xlsx$/);
});
