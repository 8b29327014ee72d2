import { expect, test } from '@playwright/test';
import { envelopeSchema, monitoringSchema, pageSchema, translate } from '@portal/contract';
import { z } from 'zod';
import { base, setLanguage, signInAndWait } from '../support/app';

const monitoringAnswer = envelopeSchema(monitoringSchema);
const listAnswer = envelopeSchema(pageSchema(z.unknown()));

test.describe('monitoring', () => {
  test('an administrator in Korean opens monitoring from the menu and clicks a count to land on its list with the same number', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'admin');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/reports/get-monitoring'));
    // The menu entry's name is its icon's and its title (모니터링, not 대시보드).
    await page
      .getByRole('menuitem', { name: new RegExp(`(^|\\s)${translate('kr', 'menu.monitoring')}$`) })
      .click();
    await expect(page).toHaveURL(/\/reports\/monitoring$/);
    const answer = monitoringAnswer.parse(await (await answered).json());
    const breached = answer.data.items.find((item) => item.key === 'slaBreached')!;
    expect(breached.count).toBeGreaterThan(0);
    const card = page.locator('[data-monitoring="slaBreached"]');
    await expect(card).toContainText(translate('kr', 'monitoring.item.slaBreached'));
    await expect(card).toContainText(String(breached.count));
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/ticket/page-ticket-list'));
    await card
      .getByRole('link', {
        name: translate('kr', 'monitoring.openList', {
          item: translate('kr', 'monitoring.item.slaBreached'),
          count: breached.count,
        }),
      })
      .click();
    await expect(page).toHaveURL(/\/tickets\?slaOutcome=breached$/);
    const list = listAnswer.parse(await (await listed).json());
    expect(list.data.total).toBe(breached.count);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all())
      await expect(row).toContainText(translate('kr', 'ticket.slaOutcome.breached'));
  });
});
