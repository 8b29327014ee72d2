import { expect, test } from '@playwright/test';
import { envelopeSchema, orderPageSchema } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

/** "CNY 1,234.50" → 1234.5 (display only; the server compares exact decimals). */
const amountOf = (text: string) =>
  Number((/(?:CNY|USD) ([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replaceAll(',', ''));

test.describe('orders', () => {
  test('in Chinese, a partner filters its orders by status and amount range and opens one with lines and history', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'partner.admin', { partner: true });
    await page.goto(`${base}/business/order`);

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // A partner has no partner filter.
    await expect(page.getByLabel('合作伙伴', { exact: true })).toHaveCount(0);

    await page.getByRole('combobox', { name: '状态', exact: true }).click();
    await page.getByTitle('已交付', { exact: true }).filter({ visible: true }).click();
    // The amount range is one field (lowest ~ highest), in the search box's second row.
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByLabel('最低金额', { exact: true }).fill('100000');
    await page.getByLabel('最高金额', { exact: true }).fill('5000000.5');
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/order/page-order-list') && r.request().postDataJSON()?.status === 'delivered',
    );
    await page.getByLabel('关键字', { exact: true }).press('Enter');
    const body = envelopeSchema(orderPageSchema).parse(await (await answered).json());
    expect(body.data.total).toBeGreaterThan(0);

    await expect(rows.first()).toContainText('已交付');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBe(Math.min(body.data.total, 20));
    for (const text of texts) {
      expect(text).toContain('已交付');
      const total = amountOf(text);
      expect(total).toBeGreaterThanOrEqual(100000);
      expect(total).toBeLessThanOrEqual(5000000.5);
    }

    const orderNo = (await rows.first().getByRole('link').innerText()).trim();
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/business\/orderDetails\?id=\d+$/);
    await expect(page.getByText(`订单 ${orderNo}`)).toBeVisible();
    await expect(page.getByText('订单明细')).toBeVisible();
    const lines = page.locator('.ant-card').filter({ hasText: '订单明细' }).locator('tbody tr.ant-table-row');
    expect(await lines.count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('order-lines-total')).toContainText(/(CNY|USD) [\d,]+\.\d{2}/);
    // created → confirmed → shipped → delivered, newest first.
    const history = page.getByTestId('order-history-entry');
    await expect(history).toHaveCount(4);
    await expect(history.first()).toContainText('交付');
    await expect(history.last()).toContainText('创建订单');
    await expect(page.locator('.ant-steps-item-process, .ant-steps-item-finish').first()).toBeVisible();

    await page.getByRole('button', { name: '返回列表' }).first().click();
    await expect(page).toHaveURL(/\/business\/order$/);
  });
});
