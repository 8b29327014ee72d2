import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { installedEquipmentSchema, ticketInfoSchema } from '@portal/contract';
import { z } from 'zod';
import { dataOf } from '../support/api';
import { base, password, setLanguage, signInAndWait } from '../support/app';

/**
 * Issue 23: a partner raises a ticket (through the API); Chinese service staff take it, set it waiting for
 * the customer (the resolution clock shows paused on screen), and resolve it (both clocks stop).
 */

async function raiseTicket(request: APIRequestContext, title: string) {
  const login = await request.post('/api/login/login', {
    data: { username: 'partner.admin', password, loginType: 'partner' },
  });
  const token: string = (await login.json()).data.token;
  const headers = { authorization: `Bearer ${token}` };
  // A ticket is raised on the company's installed equipment (issue 23): one at a Chinese site.
  const equipment = await dataOf(
    await request.post('/api/ticket/list-installed-equipment', { headers, data: { limit: 50 } }),
    z.array(installedEquipmentSchema),
  );
  const kit = equipment.find((e) => e.site === 'CN');
  if (!kit) throw new Error('Demo Partner A has no equipment at a Chinese site');
  return dataOf(
    await request.post('/api/ticket/save-ticket', {
      headers,
      data: { title, type: 'repair', priority: 'high', equipmentId: kit.id },
    }),
    ticketInfoSchema,
  );
}

test('in Chinese, service staff take a ticket, wait for the customer (the clock pauses) and resolve it', async ({
  page,
  request,
}) => {
  const title = `主轴报警 ${Date.now()}`;
  const ticket = await raiseTicket(request, title);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'service');
  await page.goto(`${base}/tickets`);

  // The list finds it by its number; its link opens the detail.
  await page.getByLabel('关键字', { exact: true }).fill(ticket.ticketNo);
  await page.getByLabel('关键字', { exact: true }).press('Enter');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ticket.ticketNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待受理');
  await row.getByRole('link', { name: ticket.ticketNo }).click();
  await expect(page).toHaveURL(/\/tickets\/detail\?id=\d+$/);
  await expect(page.getByText(`工单 ${ticket.ticketNo}`)).toBeVisible();

  const resolution = page.getByTestId('sla-resolution');
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText('计时中');

  await page.getByRole('button', { name: '接单' }).click();
  await expect(page.locator('.ant-card-head').filter({ hasText: ticket.ticketNo })).toContainText('处理中');

  await page.getByRole('button', { name: '等待客户' }).click();
  await expect(page.locator('.ant-card-head').filter({ hasText: ticket.ticketNo })).toContainText(
    '待客户回复',
  );
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText('已暂停');
  await expect(page.getByTestId('sla-response').getByTestId('sla-clock-state')).toHaveText('已暂停');

  await page.getByRole('button', { name: '解决', exact: true }).click();
  await expect(page.locator('.ant-card-head').filter({ hasText: ticket.ticketNo })).toContainText('已解决');
  await expect(resolution.getByTestId('sla-clock-state')).toHaveText('已停止');
  await expect(page.getByTestId('sla-response').getByTestId('sla-clock-state')).toHaveText('已停止');
  // The timeline: running, paused, then stopped at the resolution.
  await expect(resolution.locator('.ant-timeline-item')).toHaveCount(3);
  // Within the reopen period either side may reopen it.
  await expect(page.getByRole('button', { name: '重新打开' })).toBeVisible();
});
