import { expect, test } from '@playwright/test';
import { base, setLanguage, signInAndWait } from '../support/app';

test.describe('company lookup', () => {
  test('in Chinese, a partner finds an end customer by name with the keyboard and sees its credit code and address', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'partner.admin', { partner: true });
    await page.goto(`${base}/business/oppt-filing/add`);

    // The field shows its placeholder until a company is picked; keep it by its id.
    const placeholder = page
      .locator('.ant-select')
      .filter({ hasText: '请输入名称或统一社会信用代码（至少 2 个字符）' });
    const id = await placeholder.getByRole('combobox').getAttribute('id');
    expect(id).toBeTruthy();
    const field = page.locator(`[id="${id}"]`);
    await field.focus();
    await page.keyboard.type('演');
    await expect(page.getByText('请至少输入 2 个字符再搜索')).toBeVisible();
    await page.keyboard.type('示客户');
    const option = page.getByTestId('company-lookup-option').first();
    await expect(option).toContainText('上海演示客户智能制造有限公司');
    // The region by its name in the reader's language.
    await expect(option).toContainText('中国');
    await page.keyboard.press('Enter');
    const picked = page.getByTestId('company-lookup-picked');
    await expect(picked).toContainText(/统一社会信用代码: 9131011500000001[0-9A-Z]{2}/);
    await expect(picked).toContainText('上海市浦东新区张江路88号');

    // Nothing matches: said so, and the pick stays.
    await field.focus();
    await page.keyboard.type('zzzz-无此企业');
    await expect(page.getByText('没有匹配的企业')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picked).toContainText('上海市浦东新区张江路88号');
  });
});
