import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  agreementConfirmationSchema,
  contactPersonSchema,
  equipmentModelSchema,
  reportInfoSchema,
} from '@portal/contract';
import { z } from 'zod';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const project = `E2E 보고 ${run}`;

/** The visible option titled `title` of an open select list. */
const option = (page: Page, title: string) =>
  page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(title, { exact: true }))
    .filter({ visible: true });

/** Picks an option of the select labelled `label`, and waits for its list to close (a closing list would
 * otherwise still offer the same titles to the next select). */
async function choose(page: Page, label: string, title: string, multiple = false) {
  await page.getByLabel(label, { exact: true }).click();
  await option(page, title).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(option(page, title)).toHaveCount(0);
}

const statusTag = (page: Page, text: string) => page.locator('.ant-tag').filter({ hasText: text }).first();

test.describe.serial('opportunity reports', () => {
  let reportId = 0;
  let rivalId = 0;
  let rivalNo = '';

  test('in Korean, a partner files a report with a looked-up customer and two lines, withdraws, edits and resubmits it', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });

    await page.goto(`${base}/business/oppt-filing`);
    await page.getByRole('button', { name: '신규' }).click();
    await expect(page).toHaveURL(/oppt-filing\/add$/);

    // The contract's rules speak first: nothing is sent without the complete form.
    await page.getByRole('button', { name: '제출', exact: true }).click();
    await expect(page.getByText('프로젝트명을(를) 입력하세요')).toBeVisible();

    await expect(page.getByLabel('파트너', { exact: true })).toHaveValue('데모 파트너 A'); // Korean shows the Korean name
    await choose(page, '파트너 연락 담당자', 'Sora Partner (sales@partner-a.example)', true);

    // The end customer comes from the company lookup.
    const customer = page.getByLabel('최종 고객', { exact: true });
    await customer.click();
    await customer.fill('华信');
    const firstCompany = page.getByTestId('company-lookup-option').first();
    await expect(firstCompany).toBeVisible();
    await firstCompany.click();
    await expect(page.getByTestId('company-lookup-picked')).toBeVisible();

    await page.getByLabel('프로젝트명', { exact: true }).fill(project);
    await choose(page, '제품군', 'CNC 공작기계');
    await choose(page, '장비 모델 1', 'VMC-850 · 수직형 머시닝 센터, 이송 850 mm');
    await page.getByRole('button', { name: '장비 품목 추가' }).click();
    await choose(page, '장비 모델 2', 'TL-250 · CNC 선반, 250 mm 척');
    // The kind follows the model.
    await expect(page.getByTitle('비IOP', { exact: true })).toBeVisible();
    await page.getByLabel('수량 2', { exact: true }).fill('3');
    await choose(page, '수주 확률(%)', '50.00%');
    await page.getByLabel('예상 금액', { exact: true }).fill('860000.50');
    // The date picker loads on first use: a click, then the picker has the focus.
    await page.getByLabel('예상 수주일', { exact: true }).click();
    const closeDate = page.locator('input[id$="expectedCloseDate"]:not([readonly])');
    await expect(closeDate).toBeFocused();
    await closeDate.fill('2027-03-31');
    await closeDate.press('Enter');

    await page.getByRole('button', { name: '제출', exact: true }).click();
    // The first submission of the year asks for the registration agreement (unless this company's
    // users already confirmed it earlier in this run).
    const agreement = page.getByRole('dialog').filter({ hasText: '등록 약관' });
    const first = await Promise.race([
      agreement.waitFor({ state: 'visible' }).then(
        () => 'agreement' as const,
        () => 'none' as const,
      ),
      page.waitForURL(/oppt-filing\/detail\?id=\d+$/).then(
        () => 'detail' as const,
        () => 'none' as const,
      ),
    ]);
    if (first === 'agreement') {
      await expect(agreement).toContainText('180');
      await agreement.getByRole('button', { name: '동의하고 제출' }).click();
    }
    await expect(page).toHaveURL(/oppt-filing\/detail\?id=\d+$/);
    reportId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(statusTag(page, '제출됨')).toBeVisible();
    await expect(page.getByText('VMC-850', { exact: true })).toBeVisible();
    await expect(page.getByText('TL-250', { exact: true })).toBeVisible();

    // Withdraw (asks first), then edit and submit again.
    await page.getByRole('button', { name: '회수', exact: true }).click();
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(statusTag(page, '회수됨')).toBeVisible();
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`oppt-filing/add\\?id=${reportId}$`));
    await expect(page.getByLabel('프로젝트명', { exact: true })).toHaveValue(project);
    await page.getByLabel('예상 금액', { exact: true }).fill('910000');
    await page.getByRole('button', { name: '제출', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`oppt-filing/detail\\?id=${reportId}$`));
    await expect(statusTag(page, '제출됨')).toBeVisible();
    await expect(page.getByText('CNY 910,000.00')).toBeVisible();
    // The history lists every step.
    await expect(page.getByText('Sora Partner 님이 회수')).toBeVisible();
    await expect(page.getByText('Sora Partner 님이 제출', { exact: true })).toHaveCount(2);

    // The list shows it, with its state.
    await page.goto(`${base}/business/oppt-filing`);
    await searchList(page, '검색어', project);
    const listed = page.getByRole('row').filter({ hasText: project });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByText('제출됨')).toBeVisible();
    await signOut(page, 'kr');
  });

  test('partner B files the same customer and product line (through the API)', async ({ request }) => {
    const staff = await apiToken(request, 'channel');
    const mine = await apiCall(
      request,
      staff,
      'GET',
      '/businesOpptReporting/get-opptReporting-info',
      reportInfoSchema,
      {
        query: { id: reportId },
      },
    );
    const b = await apiToken(request, 'partner.b');
    await apiCall(request, b, 'POST', '/businesOpptReporting/confirm-agreement', agreementConfirmationSchema);
    const models = await apiCall(
      request,
      b,
      'POST',
      '/businesOpptReporting/get-equipment-model-list',
      z.array(equipmentModelSchema),
      { body: { productLineCode: 'CNC' } },
    );
    const contacts = await apiCall(
      request,
      b,
      'GET',
      '/partner/get-partner-contact-people-list',
      z.array(contactPersonSchema),
    );
    const rival = await apiCall(request, b, 'POST', '/businesOpptReporting/save', reportInfoSchema, {
      body: {
        submit: true,
        contactIds: [contacts[0]!.id],
        customer: {
          name: mine.customerName,
          creditCode: mine.customerCreditCode,
          country: mine.customerCountry,
          region: 'CN',
        },
        projectName: `${project} B`,
        productLineCode: 'CNC',
        lines: [{ equipmentModelId: models[0]!.id, kind: models[0]!.kind, quantity: 1 }],
        rate: '25.00',
        amount: '500000',
        currency: 'USD',
        expectedCloseDate: '2027-06-30',
      },
    });
    expect(rival.status).toBe('submitted');
    rivalNo = rival.reportNo;
    rivalId = rival.id;
  });

  test('in Korean, a reviewer sees the competing registration, approves the first report, and the other is then blocked', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'channel');

    await page.goto(`${base}/business/oppt-filing/detail?id=${reportId}`);
    const panel = page.getByTestId('conflict-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('검토 대기');
    await expect(panel).toContainText(rivalNo);
    await expect(panel).toContainText('데모 파트너 B');

    // Only pending: the first approval wins.
    await page.getByRole('button', { name: '승인', exact: true }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '승인하면 영업 기회가 생성되고' });
    await modal.getByLabel('의견').fill('고객 정보 확인 완료');
    await modal.getByRole('button', { name: '승인', exact: true }).click();
    await expect(statusTag(page, '승인됨')).toBeVisible();
    // The opportunity was created and its protection started.
    await expect(
      page.getByText(/^BO\d{10} · 보호 종료일 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(page.getByText('고객 정보 확인 완료')).toBeVisible();

    // The rival now meets the protection: shown prominently, and approval is not offered.
    await page.goto(`${base}/business/oppt-filing/detail?id=${rivalId}`);
    const blocked = page.getByTestId('conflict-panel');
    await expect(blocked).toContainText('보호 중');
    await expect(blocked).toContainText('승인할 수 없습니다');
    await expect(page.getByRole('button', { name: '반려', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  });
});
