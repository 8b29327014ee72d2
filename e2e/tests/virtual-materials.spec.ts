import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}

test.describe('virtual materials', () => {
  test('in Chinese, planning creates a virtual material with two attributes, activates it and finds it in the list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/virtual/index`);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

    await page.getByRole('button', { name: '新建', exact: true }).click();
    await expect(page).toHaveURL(/\/virtual\/detail\?id=new$/);
    const name = `浏览器测试物料 ${Date.now()}`;
    await page.getByLabel('中文名称', { exact: true }).fill(name);
    await page.getByLabel('英文名称', { exact: true }).fill('Browser test material');
    await choose(page, '产品线', '工业机器人');
    await choose(page, '功能结构', '工作单元');
    await choose(page, '单位', '套');
    await page.getByLabel('参考价', { exact: true }).fill('8800.5');

    await page.getByRole('button', { name: '添加属性' }).click();
    await page.getByLabel('属性', { exact: true }).nth(0).fill('颜色');
    await page.getByLabel('值', { exact: true }).nth(0).fill('白色');
    await page.getByRole('button', { name: '添加属性' }).click();
    await page.getByLabel('属性', { exact: true }).nth(1).fill('负载');
    await page.getByLabel('类型', { exact: true }).nth(1).click();
    await page.getByTitle('数值', { exact: true }).filter({ visible: true }).click();
    await page.getByLabel('值', { exact: true }).nth(1).fill('12.5');
    await page.getByLabel('单位', { exact: true }).nth(1).fill('kg');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/virtual\/detail\?id=\d+$/);
    const title = page.locator('#main-content h4').filter({ hasText: name });
    await expect(title).toBeVisible();
    const code = ((await title.innerText()).split(' ')[0] ?? '').trim();
    expect(code).toMatch(/^VM\d{10}$/);
    await expect(page.getByText('草稿', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '启用', exact: true }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('已启用', { exact: true })).toBeVisible();
    // An active one is no longer edited.
    await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/virtual-material-detail-cn.png' });

    await page.goto(`${base}/virtual/index`);
    await searchList(page, '关键字', code);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText('已启用');
    await expect(rows.first()).toContainText('8,800.50');
    await page.screenshot({ path: 'test-results/virtual-material-list-cn.png' });

    // The same screens in English and Korean, for a look.
    for (const language of ['en', 'kr'] as const) {
      await setLanguage(page, language);
      await page.goto(`${base}/virtual/index`);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await page.screenshot({ path: `test-results/virtual-material-list-${language}.png` });
      await rows.first().getByRole('link').click();
      await expect(page.locator('#main-content h4').first()).toBeVisible();
      await page.screenshot({ path: `test-results/virtual-material-detail-${language}.png`, fullPage: true });
    }
  });
});
