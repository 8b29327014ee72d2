import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { base, setLanguage, signInAndWait } from '../support/app';

/** Picks the option titled `option` in the select `select` (the open dropdown is the visible one). */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page
    .locator('.ant-select-item-option')
    .filter({ visible: true })
    .and(page.getByTitle(option, { exact: true }))
    .click();
}

/** Adds a rule and sets its option, kind and target: the rules table's last row. */
async function addRule(page: Page, rules: Locator, rule: { option: string; kind: string; target: string }) {
  await rules.getByRole('button', { name: '添加规则' }).click();
  const row = rules.locator('.ant-table-row').last();
  await choose(page, row.getByLabel('选项', { exact: true }), rule.option);
  await choose(page, row.getByLabel('类型', { exact: true }), rule.kind);
  await choose(page, row.getByLabel('目标', { exact: true }), rule.target);
}

test.describe('configurations', () => {
  test('in Chinese, planning builds a configurable product with a requires and an excludes rule, publishes it and configures it in a solution, where an excluded choice is disabled with its reason and can still be picked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/integrated-material/list`);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

    // A new configurable product on a base material of the demo catalogue.
    await page.getByRole('button', { name: '新建可配置产品' }).click();
    await expect(page).toHaveURL(/\/integrated-material\/create$/);
    const code = `E2E-CFG-${Date.now().toString(36).toUpperCase()}`;
    const name = `浏览器测试可配置产品 ${code}`;
    await page.getByRole('textbox', { name: '编码', exact: true }).fill(code);
    await page.getByRole('textbox', { name: '名称（中文）', exact: true }).fill(name);
    await page
      .getByRole('textbox', { name: '名称（英文）', exact: true })
      .fill(`Browser test product ${code}`);
    await choose(page, page.getByRole('combobox', { name: '产品线', exact: true }), '工业机器人');
    const baseMaterial = page.getByRole('combobox', { name: '基础物料', exact: true });
    await baseMaterial.click();
    await baseMaterial.fill('RB-ARM-6-700');
    await page
      .locator('.ant-select-item-option')
      .filter({ visible: true, hasText: /^RB-ARM-6-700 / })
      .click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/integrated-material\/create\?id=\d+$/);
    await expect(page.getByText(`可配置产品 ${code}`)).toBeVisible();
    // The product line is named, not coded.
    await expect(
      page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '产品线' }) }),
    ).toContainText('工业机器人');

    // Two option groups: a required single choice with a default, and a multiple choice.
    const groups = page.getByTestId('model-groups');
    const group = async (
      index: number,
      groupName: string,
      optionNames: string[],
      settings: { mode: string; minPicks: string; maxPicks?: string },
    ) => {
      await groups.getByRole('button', { name: '添加选项组' }).click();
      const card = groups.locator(`[data-group="G${index}"]`);
      await card.getByRole('textbox', { name: '名称（中文）', exact: true }).first().fill(groupName);
      await choose(page, card.getByLabel('选择方式', { exact: true }), settings.mode);
      await card.getByLabel('最少选择', { exact: true }).fill(settings.minPicks);
      if (settings.maxPicks) await card.getByLabel('最多选择', { exact: true }).fill(settings.maxPicks);
      for (const [o, optionName] of optionNames.entries()) {
        await card.getByRole('button', { name: '添加选项' }).click();
        await card
          .locator('.ant-table-row')
          .nth(o)
          .getByLabel('名称（中文）', { exact: true })
          .fill(optionName);
      }
      return card;
    };
    const drive = await group(1, '驱动', ['标准驱动', '高速驱动'], { mode: '单选', minPicks: '1' });
    await choose(page, drive.getByLabel('默认', { exact: true }), '标准驱动');
    await page.keyboard.press('Escape');
    await group(2, '附件', ['防护罩', '冷却单元'], { mode: '多选', minPicks: '0', maxPicks: '2' });

    // Two rules: the high-speed drive requires the guard; the cooling unit excludes the high-speed drive.
    const rules = page.getByTestId('model-rules');
    await addRule(page, rules, { option: 'G1-2 高速驱动', kind: '依赖', target: 'G2-1 防护罩' });
    await addRule(page, rules, { option: 'G2-2 冷却单元', kind: '互斥', target: 'G1-2 高速驱动' });
    const check = page.getByTestId('model-check');
    await expect(check).toContainText('未发现问题');

    // The live check names a rule that makes a choice impossible; the product cannot be published so.
    await addRule(page, rules, { option: 'G2-1 防护罩', kind: '互斥', target: 'G1-2 高速驱动' });
    await expect(check).toContainText('因规则 R3，选项 高速驱动 永远无法选择');
    await expect(page.getByRole('button', { name: '发布' })).toBeDisabled();
    await rules.locator('.ant-table-row').last().getByRole('button', { name: '移除' }).click();
    await expect(check).toContainText('未发现问题');

    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('第 1 版已发布', { exact: true })).toBeVisible();
    await expect(page.getByText('已发布', { exact: true })).toBeVisible();

    // Configured in a solution of a designable opportunity.
    await page.goto(`${base}/solution/create`);
    await page.getByRole('combobox', { name: '商机', exact: true }).click();
    const opportunity = page.locator('.ant-select-item-option').first();
    await expect(opportunity).toBeVisible();
    await opportunity.click();
    await page.getByLabel('标题', { exact: true }).fill(`E2E 方案 ${code}`);
    await page.locator('.ant-segmented').getByText('可配置产品', { exact: true }).click();
    await page.getByRole('combobox', { name: '可配置产品', exact: true }).fill(code);
    await page.getByTitle(`${code} · ${name} · 第 1 版`, { exact: true }).click();
    const configure = page.getByRole('dialog').filter({ hasText: `配置 ${code}` });
    await expect(configure.locator('[data-option="G1-1"]').getByRole('radio')).toBeChecked();
    await configure.getByText('高速驱动', { exact: true }).click();
    await configure.getByText('防护罩', { exact: true }).click();
    const cooling = configure.locator('[data-option="G2-2"]');
    await expect(cooling.getByRole('checkbox')).toBeDisabled();
    await expect(cooling).toContainText('与“高速驱动”互斥（规则 R2）');

    // The excluded choice is still picked: the configurator offers to drop the choice that excludes it.
    await cooling.getByText('冷却单元', { exact: true }).click();
    const offer = page.getByRole('dialog').filter({ hasText: '选择“冷却单元”？' });
    await expect(offer).toContainText('选择它将移除以下选项：“高速驱动”。');
    await offer.getByRole('button', { name: '选择' }).click();
    await expect(offer).toBeHidden();
    await expect(cooling.getByRole('checkbox')).toBeChecked();
    await expect(configure.locator('[data-option="G1-2"]').getByRole('radio')).not.toBeChecked();
    // The drive group is now empty: the configurator says so until a drive is picked.
    await expect(configure).toContainText('“驱动”至少选择 1 项');
    await configure.getByText('标准驱动', { exact: true }).click();
    await expect(configure.getByTestId('configurator-price')).toBeVisible();
    await configure.getByRole('button', { name: /添加到明细/ }).click();
    await expect(configure).toBeHidden();
    await expect(page.getByText(`${code} · ${name}`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(/^方案 SOL\d+ 已保存$/)).toBeVisible();
    await expect(page).toHaveURL(/\/solution\/create\?id=\d+$/);
    await expect(page.getByText('模型版本 1')).toBeVisible();
  });
});
