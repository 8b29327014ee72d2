import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { creditCheckCharacter, isValidCreditCode, organisationCheckCharacter } from '@portal/contract';
import ExcelJS from 'exceljs';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const stamp = Date.now();
const run = stamp.toString(36).toUpperCase();
const customers = [`线索客户${run}甲`, `线索客户${run}乙`];
/**
 * Unique per run and valid (a region code of digits, an organisation code with its check character, and
 * the code's check character), so the report made from the clue takes them.
 */
const creditCodes = ['1', '2'].map((last) => {
  const organisation = `${String(stamp).slice(-7)}${last}`;
  const first17 = `91320500${organisation}${organisationCheckCharacter(organisation)}`;
  return first17 + creditCheckCharacter(first17);
});

let dir: string;
let file: string;

/** An import file as a user would fill the template: Chinese headers, two clues. */
test.beforeAll(async () => {
  expect(creditCodes.filter(isValidCreditCode)).toEqual(creditCodes);
  dir = await mkdtemp(path.join(os.tmpdir(), 'clues-e2e-'));
  file = path.join(dir, `线索导入${run}.xlsx`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('线索');
  sheet.addRow([
    '客户名称 *',
    '统一社会信用代码',
    '联系人',
    '联系电话',
    '联系邮箱',
    '来源 *',
    '产品线',
    '区域',
    '描述',
  ]);
  customers.forEach((name, i) =>
    sheet.addRow([
      name,
      creditCodes[i],
      i === 0 ? '王芳' : '李雷',
      i === 0 ? '13857401234' : '021-61234567',
      `lead${i}.${run.toLowerCase()}@example.com`,
      i === 0 ? '市场活动' : 'website',
      'ROBOT',
      'CN',
      '新产线需要两台焊接机器人',
    ]),
  );
  await book.xlsx.writeFile(file);
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The visible option titled `title` of the open select. */
const option = (page: Page, title: string) =>
  page.getByTitle(title, { exact: true }).filter({ visible: true });

/** The list's row showing `text`. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe.serial('clues', () => {
  test('in Chinese, staff import two clues and assign both to Demo Partner A and partner.sales', async ({
    page,
  }) => {
    // A wide screen: the list shows the assignee among its optional columns (at 1366 px the source and the
    // partner company take its room).
    await page.setViewportSize({ width: 2560, height: 1200 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');
    await page.goto(`${base}/clue/assigned`);
    await expect(page.getByRole('button', { name: '新建线索' })).toBeVisible();

    await page.getByTestId('clue-import-input').setInputFiles(file);
    await expect(page.getByText('已导入 2 条线索')).toBeVisible();

    await searchList(page, '关键字', `线索客户${run}`);
    await expect(page.getByRole('row').filter({ hasText: `线索客户${run}` })).toHaveCount(2);
    for (const name of customers) {
      await expect(row(page, name)).toContainText('待分配');
      await row(page, name).getByRole('checkbox').check();
    }
    await expect(row(page, customers[0]!)).toContainText('市场活动');
    await expect(row(page, customers[1]!)).toContainText('官网');
    await expect(page.getByText('已选择 2 条')).toBeVisible();

    await page.getByRole('button', { name: '分配所选' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '分配 2 条线索' });
    await dialog.getByLabel('合作伙伴公司', { exact: true }).click();
    await option(page, '演示合作伙伴A (P-A001)').click();
    await dialog.getByLabel('负责人', { exact: true }).click();
    await option(page, 'Sora Partner (partner.sales)').click();
    await dialog.getByRole('button', { name: /确\s?定|确认/ }).click();
    await expect(page.getByText('已分配 2 条线索')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    for (const name of customers) {
      await expect(row(page, name)).toContainText('已分配');
      await expect(row(page, name)).toContainText('Sora Partner');
    }
  });

  test('in Korean, partner.sales accepts a clue, follows it up and converts it into a report', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/clue/my-clue`);
    await searchList(page, '검색어', `线索客户${run}`);
    const first = row(page, customers[0]!);
    await expect(first).toContainText('배정됨');
    await expect(row(page, customers[1]!)).toContainText('배정됨');

    // Accept, confirmed first.
    await first.getByRole('button', { name: '수락', exact: true }).click();
    await page
      .getByRole('button', { name: /^(확인|OK)$/ })
      .filter({ visible: true })
      .click();
    await expect(page.getByText(/수락되었습니다/)).toBeVisible();
    await expect(first).toContainText('진행 중');

    // A follow-up.
    await first.getByRole('button', { name: '후속 활동', exact: true }).click();
    const followUp = page.getByRole('dialog').filter({ hasText: '후속 활동' });
    await followUp.getByLabel('진행 내용', { exact: true }).fill('고객사 방문, 라인 레이아웃 확인');
    await followUp.getByRole('button', { name: /저\s?장/ }).click();
    await expect(page.getByText('후속 활동 기록이 추가되었습니다')).toBeVisible();

    // The detail shows the follow-up and the history.
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/clue\/detail\?id=\d+$/);
    await expect(page.getByText('고객사 방문, 라인 레이아웃 확인').first()).toBeVisible();
    await expect(page.getByText('변경 이력')).toBeVisible();
    await expect(page.getByText('수락 · 배정됨 → 진행 중')).toBeVisible();

    // Convert: the report form opens prefilled with the customer.
    await page.getByRole('button', { name: '영업 기회 등록으로 전환' }).click();
    await expect(page).toHaveURL(/\/business\/oppt-filing\/add\?clueId=\d+$/);
    await expect(page.getByLabel('프로젝트명', { exact: true })).toHaveValue(customers[0]!);
    await expect(page.getByText(creditCodes[0]!)).toBeVisible();

    // Save it as a draft: the clue becomes converted and links to the report.
    await page.getByLabel('장비 모델 1', { exact: true }).click();
    await option(page, 'RB-6A · 6축 로봇, 가반 하중 6 kg').click();
    await page.getByRole('button', { name: '임시 저장', exact: true }).click();
    await expect(page.getByText(/등록 건 BR\d{10}이\(가\) 임시 저장되었습니다/)).toBeVisible();
    await page.goto(`${base}/clue/my-clue`);
    await searchList(page, '검색어', `线索客户${run}`);
    await expect(row(page, customers[0]!)).toContainText('전환됨');
    await expect(row(page, customers[0]!).getByRole('link', { name: /^BR\d{10}$/ })).toBeVisible();
    await expect(row(page, customers[1]!)).toContainText('배정됨');
  });

  test('in Korean, the to-do of clues to follow opens my clues filtered, a search keeps it, and Back restores it', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    const todo = page.getByRole('listitem').filter({ hasText: '후속 활동할 리드' });
    await todo.getByRole('link').click();
    const filtered = /\/clue\/my-clue\?status=assigned&status=following$/;
    await expect(page).toHaveURL(filtered);
    const status = page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: '상태', exact: true }) });
    await expect(status).toContainText('배정됨');
    await expect(status).toContainText('진행 중');

    await searchList(page, '검색어', `线索客户${run}`);
    await expect(page).toHaveURL(/\/clue\/my-clue\?keyword=.+&status=assigned&status=following$/);
    await expect(row(page, customers[1]!)).toContainText('배정됨');
    // Converted: no longer a clue to follow.
    await expect(row(page, customers[0]!)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole('textbox', { name: '검색어', exact: true })).toHaveValue('');
    await expect(status).toContainText('진행 중');
  });
});
