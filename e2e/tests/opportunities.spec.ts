import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { z } from 'zod';
import {
  companyPageSchema,
  managedUserInfoSchema,
  opportunitySchema,
  tokenPairSchema,
} from '@portal/contract';
import { dataOf } from '../support/api';
import { base, pageTitle, password, searchList, setLanguage, signInAndWait } from '../support/app';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const tag = `E2E商机${run}`;
const newSales = { username: `e2e.sales.${run.toLowerCase()}`, displayName: `E2E销售${run}` };
const projects = [1, 2, 3].map((n) => `${tag}-${n}`);

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login/login', { data: { username, password } });
  return (await dataOf(res, tokenPairSchema)).token;
}

/** Posts to /api and answers the data of a successful envelope, parsed with the endpoint's schema. */
async function api<S extends z.ZodType>(
  request: APIRequestContext,
  token: string,
  path: string,
  schema: S,
  data: unknown,
): Promise<z.output<S>> {
  const res = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  return dataOf(res, schema);
}

/** The visible option titled `title` of the open select. */
const option = (page: Page, title: string) =>
  page.getByTitle(title, { exact: true }).filter({ visible: true });

async function choose(page: Page, scope: Locator, label: string, title: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(title);
  await option(page, title).click();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe.serial('business opportunities', () => {
  const numbers: string[] = [];

  test.beforeAll(async ({ request }) => {
    const admin = await tokenOf(request, 'admin');
    // A second sales user to move an owner to.
    await api(request, admin, '/user/save-user', managedUserInfoSchema, {
      username: newSales.username,
      displayName: newSales.displayName,
      email: `${newSales.username}@portal.example`,
      kind: 'internal',
      roleCodes: ['sales'],
      password,
    });
    const companies = await api(request, admin, '/partner/page-company-list', companyPageSchema, {
      keyword: 'P-A001',
    });
    const channel = await tokenOf(request, 'channel');
    for (const projectName of projects) {
      const created = await api(request, channel, '/businessOppt/insert-businessOppt', opportunitySchema, {
        companyId: companies.list[0]!.id,
        projectName,
        customerName: '苏州精工机械有限公司',
        productLineCode: 'CNC',
        amount: '880000',
      });
      numbers.push(created.opptNo);
    }
  });

  test('in Chinese, a channel manager assigns sales and planning owners, then changes the distribution', async ({
    page,
  }) => {
    const [first, second, third] = numbers;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('beforeAll created three opportunities');
    // A wide screen: the list shows its optional owner columns by default (a narrow one shows fewer).
    await page.setViewportSize({ width: 2560, height: 1200 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');

    // "To assign sales": select two and assign Sam Sales.
    await page.goto(`${base}/business/oppt-list/sales`);
    await expect(pageTitle(page)).toHaveText('待分配销售的商机');
    await expect(page.getByRole('tab', { name: '待分配销售的商机' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await searchList(page, '关键字', tag);
    await expect(row(page, tag)).toHaveCount(3);
    await row(page, first).getByRole('checkbox').check();
    await row(page, second).getByRole('checkbox').check();
    await expect(page.getByText('已选择 2 项')).toBeVisible();
    await page.getByRole('button', { name: '分配销售' }).click();
    let dialog = page.getByRole('dialog').filter({ hasText: '为 2 个商机分配销售负责人' });
    await expect(dialog).toContainText(first);
    await expect(dialog).toContainText(second);
    await choose(page, dialog, '负责人', 'Sam Sales');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已为 2 个商机分配负责人')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Only the third still waits for a sales owner.
    await expect(row(page, tag)).toHaveCount(1);
    await expect(row(page, third)).toBeVisible();

    // "To assign planning", through its tab: the same two get Pia Planner.
    await page.getByRole('tab', { name: '待分配规划的商机' }).click();
    await expect(page).toHaveURL(/\/business\/oppt-list\/plan$/);
    await expect(pageTitle(page)).toHaveText('待分配规划的商机');
    await searchList(page, '关键字', tag);
    await expect(row(page, tag)).toHaveCount(3);
    await expect(row(page, first)).toContainText('Sam Sales');
    await row(page, first).getByRole('checkbox').check();
    await row(page, second).getByRole('checkbox').check();
    await page.getByRole('button', { name: '分配规划' }).click();
    dialog = page.getByRole('dialog').filter({ hasText: '为 2 个商机分配规划负责人' });
    await choose(page, dialog, '负责人', 'Pia Planner');
    await dialog.getByRole('button', { name: '保存' }).click();
    // The first message may still show: the second is the last one.
    await expect(page.getByText('已为 2 个商机分配负责人').last()).toBeVisible();
    await expect(row(page, tag)).toHaveCount(1);

    // All: change the sales owner of the first, with a reason.
    await page.getByRole('tab', { name: '全部商机' }).click();
    await expect(page).toHaveURL(/\/business\/oppt-list\/all$/);
    // The URL changes before the tab's list shows: typing before then would be replaced by its filters.
    await expect(pageTitle(page)).toHaveText('全部商机');
    await searchList(page, '关键字', tag);
    await expect(row(page, first)).toContainText('Pia Planner');
    await row(page, first).getByRole('button', { name: '变更分配' }).click();
    dialog = page.getByRole('dialog').filter({ hasText: `变更商机 ${first} 的分配` });
    await expect(dialog.getByRole('radio', { name: '销售负责人' })).toBeChecked();
    await expect(dialog).toContainText('Sam Sales');
    // The reason is required.
    await choose(page, dialog, '新负责人', newSales.displayName);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入变更原因')).toBeVisible();
    await dialog.getByLabel('变更原因').fill('华东区域调整');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('分配已变更')).toBeVisible();
    await expect(row(page, first)).toContainText(newSales.displayName);

    // Its detail: the new owner, and the timeline entry with the reason.
    await row(page, first).getByRole('link', { name: first }).click();
    await expect(page).toHaveURL(/\/business\/detail\?id=\d+$/);
    await expect(pageTitle(page)).toHaveText('商机详情');
    await expect(page.locator('.ant-card-head').getByText(first, { exact: true })).toBeVisible();
    const owners = page
      .locator('.ant-card')
      .filter({ hasText: '负责人' })
      .filter({ hasText: '规划负责人' })
      .first();
    await expect(owners).toContainText(newSales.displayName);
    await expect(owners).toContainText('Pia Planner');
    const timeline = page.locator('.ant-card').filter({ hasText: '操作记录' });
    await expect(timeline).toContainText('变更销售负责人');
    await expect(timeline).toContainText(`由 Sam Sales 变为 ${newSales.displayName}`);
    await expect(timeline).toContainText('华东区域调整');
    await expect(timeline).toContainText('分配规划负责人');
    // Edit on the detail: the stage moves one step forward, and the timeline records it.
    await page.getByRole('button', { name: '编辑' }).click();
    dialog = page.getByRole('dialog').filter({ hasText: `编辑商机 ${first}` });
    await dialog.getByLabel('阶段', { exact: true }).click();
    await expect(option(page, '赢单')).toHaveCount(0);
    await option(page, '报价').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-card-head').getByText('报价', { exact: true })).toBeVisible();
    await expect(timeline).toContainText('阶段变更');
    await expect(timeline).toContainText('由 方案设计 变为 报价');
    // The side menu keeps the opportunity list highlighted.
    await expect(page.locator('.ant-menu-item-selected')).toContainText('商机列表');
  });
});
