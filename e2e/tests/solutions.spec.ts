import { expect, test } from '@playwright/test';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';

test.describe('solutions', () => {
  test('in Chinese, planning designs a solution with a configured product (an excluded choice disabled with its reason) and an equipment model, submits it; sales approves it', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/solution/index`);
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/solution\/create$/);

    // The opportunity: one the planner plans, searched as one types.
    await page.getByRole('combobox', { name: '商机', exact: true }).click();
    const option = page.locator('.ant-select-item-option').first();
    await expect(option).toBeVisible();
    await option.click();
    const title = `E2E 方案 ${Date.now().toString(36)}`;
    await page.getByLabel('标题', { exact: true }).fill(title);
    // A configured product: the robot cell, configured; an excluded choice is disabled with its reason.
    const kinds = page.locator('.ant-segmented');
    await kinds.getByText('可配置产品', { exact: true }).click();
    await page.getByRole('combobox', { name: '可配置产品', exact: true }).fill('CFG-ROBOT');
    await page.getByTitle(/^CFG-ROBOT-CELL · 机器人工作站/).click();
    const configure = page.getByRole('dialog').filter({ hasText: '配置 CFG-ROBOT-CELL' });
    await configure.getByText('安全示教器', { exact: true }).click();
    await configure.getByText('协作软件', { exact: true }).click();
    const fence = configure.locator('[data-option]').filter({ hasText: '安全围栏' });
    await expect(fence.getByRole('checkbox')).toBeDisabled();
    await expect(fence).toContainText('与“协作软件”互斥（规则 RB-R2）');
    await configure.getByRole('button', { name: /添加到明细/ }).click();
    await expect(configure).toBeHidden();
    await expect(page.getByText(/^CFG-ROBOT-CELL · 机器人工作站$/)).toBeVisible();
    // And an equipment model of the opportunity's product line.
    await kinds.getByText('设备型号', { exact: true }).click();
    await page.getByRole('combobox', { name: '设备型号', exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ visible: true }).first().click();
    await expect(page.getByRole('textbox', { name: '数量 2' })).toHaveValue('1');
    await page.getByRole('textbox', { name: '数量 1' }).fill('0');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请输入大于 0 的数量', { exact: false }).first()).toBeVisible();
    await page.getByRole('textbox', { name: '数量 1' }).fill('2');
    await page.getByRole('button', { name: '保存' }).click();
    const saved = page.getByText(/^方案 SOL\d+ 已保存$/);
    await expect(saved).toBeVisible();
    const solutionNo = /SOL\d+/.exec(await saved.innerText())![0];
    await expect(page).toHaveURL(/\/solution\/create\?id=\d+$/);
    // The configured product keeps the model version it was configured on.
    await expect(page.getByText('模型版本 1')).toBeVisible();
    await expect(page.getByText('草稿', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`方案 ${solutionNo} 已提交`)).toBeVisible();
    await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();
    await signOut(page, 'cn');

    await signInAndWait(page, 'sales');
    await page.goto(`${base}/solution/index`);
    await searchList(page, '关键字', solutionNo);
    await page.getByRole('link', { name: solutionNo }).click();
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`方案 ${solutionNo} 已通过`)).toBeVisible();
    await expect(page.getByRole('button', { name: '通过' })).toHaveCount(0);
  });

  test('in Korean, a partner reads the submitted solution of its opportunity with its priced lines', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/solution/index`);
    // The demo's submitted solution of Demo Partner A's opportunity.
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '上下料机器人单元' });
    await expect(row).toBeVisible();
    // A partner reads: no new button, no moves.
    await expect(page.getByRole('button', { name: '신규' })).toHaveCount(0);
    await row.getByRole('link').first().click();
    await expect(page.getByText('제출됨', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('6축 로봇 암 12kg/1400mm')).toBeVisible();
    await expect(page.getByText('정가 합계').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '승인' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '수정' })).toHaveCount(0);
  });
});
