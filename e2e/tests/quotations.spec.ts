import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { base, password, searchList, setLanguage, signInAndWait, signOut } from '../support/app';

/** The 15th of next month, as the calendar titles its days. */
function fifteenthOfNextMonth() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
}

/** Calls the API as `username` (the test's own set-up, not the journey under test). */
async function api(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login/login', { data: { username, password } });
  const token: string = (await login.json()).data.token;
  return async (path: string, data: unknown, method: 'GET' | 'POST' = 'POST') => {
    const res =
      method === 'GET'
        ? await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })
        : await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
}

test.describe.serial('quotations', () => {
  let formalNo = '';

  let solutionTitle = '';
  let planningUrl = '';
  let planningNo = '';

  test("set-up: planning designs a solution with a configured product on Demo Partner A's opportunity; sales approves it", async ({
    page,
    request,
  }) => {
    const planner = await api(request, 'planner');
    // The demo's approved solution names the opportunity of Demo Partner A that the planner plans.
    const demo = await planner('/solution/page-solution-list', {
      pageNum: 1,
      pageSize: 1,
      keyword: '焊接工作站方案',
      allVersions: true,
    });
    const opportunityId: number = demo.list[0].opportunityId;

    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/solution/create?opportunityId=${opportunityId}`);
    solutionTitle = `E2E 报价方案 ${Date.now().toString(36)}`;
    await page.getByLabel('标题', { exact: true }).fill(solutionTitle);
    await page.locator('.ant-segmented').getByText('可配置产品', { exact: true }).click();
    await page.getByRole('combobox', { name: '可配置产品', exact: true }).fill('CFG-ROBOT');
    await page.getByTitle(/^CFG-ROBOT-CELL · 机器人工作站/).click();
    const configure = page.getByRole('dialog').filter({ hasText: '配置 CFG-ROBOT-CELL' });
    await configure.getByText('安全示教器', { exact: true }).click();
    await configure.getByText('协作软件', { exact: true }).click();
    await configure.getByRole('button', { name: /添加到明细/ }).click();
    await expect(configure).toBeHidden();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(/^方案 SOL\d+ 已保存$/)).toBeVisible();
    await expect(page).toHaveURL(/\/solution\/create\?id=\d+$/);
    const solutionId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();

    const sales = await api(request, 'sales');
    const submitted = await sales(`/solution/get-solution-info?id=${solutionId}`, null, 'GET');
    await sales('/solution/approve-solution', { id: solutionId, rowVersion: submitted.rowVersion });
  });

  test('in Chinese, planning quotes the approved solution with a discount beyond its threshold, which waits for approval', async ({
    page,
  }) => {
    expect(solutionTitle).not.toBe('');
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/quote/index`);
    await page.getByRole('button', { name: '新建报价单' }).click();
    await expect(page).toHaveURL(/\/quote\/create$/);

    // The approved solution, searched as one types.
    const picker = page.getByRole('combobox', { name: '方案', exact: true });
    await picker.fill(solutionTitle);
    await page.locator('.ant-select-item-option').filter({ hasText: solutionTitle }).first().click();
    await page.getByRole('button', { name: '生成报价单' }).click();
    const created = page.getByText(/^报价单 QT\d+ 已生成$/);
    await expect(created).toBeVisible();
    planningNo = /QT\d+/.exec(await created.innerText())![0];
    await expect(page).toHaveURL(/\/quote\/detail\?id=\d+$/);
    planningUrl = page.url();
    await expect(page.getByText('草稿', { exact: true }).first()).toBeVisible();
    // The configured product's bill of materials opens under its line.
    await page
      .getByRole('button', { name: /展开行|Expand row/ })
      .first()
      .click();
    await expect(page.getByText(/的物料清单（BOM）$/).first()).toBeVisible();

    // 30 % off the first line is beyond every product line's threshold (at most 15 %).
    await page.getByRole('textbox', { name: '第 1 条明细的折扣', exact: true }).fill('130');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('折扣不能超过 100%')).toBeVisible();
    await page.getByRole('textbox', { name: '第 1 条明细的折扣', exact: true }).fill('30');
    await expect(page.getByText('已修改：保存后显示新的价格和合计')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(`报价单 ${planningNo} 已保存`)).toBeVisible();
    await expect(page.getByTestId('over-threshold').first()).toHaveText('需审批');
    await expect(page.getByText('有折扣超过其产品线的折扣上限：提交后报价单需等待审批')).toBeVisible();

    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`报价单 ${planningNo} 已提交`)).toBeVisible();
    await expect(page.getByText('有折扣超过其产品线的折扣上限：报价单等待审批')).toBeVisible();
    await expect(page.locator('.ant-card-head').getByText('已提交', { exact: true })).toBeVisible();
  });

  test('in Chinese, sales approves the quotation and planning issues its formal quotation', async ({
    page,
  }) => {
    expect(planningNo).not.toBe('');
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'sales');
    await page.goto(`${base}/quote/index`);
    await searchList(page, '关键字', planningNo);
    await page.getByRole('link', { name: planningNo }).click();
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`报价单 ${planningNo} 已通过`)).toBeVisible();
    await expect(page.getByRole('button', { name: '通过' })).toHaveCount(0);
    await signOut(page, 'cn');

    await signInAndWait(page, 'planner');
    await page.goto(planningUrl);
    await page.getByRole('button', { name: '生成正式报价' }).click();
    await expect(page).toHaveURL(/\/main-quotation\/create\?id=\d+$/);
    // The validity date: the 15th of next month, chosen in the calendar (past days are disabled).
    await page.getByLabel('有效期至', { exact: true }).click();
    const calendar = page.locator('.ant-picker-dropdown').filter({ visible: true });
    await calendar.locator('.ant-picker-header-next-btn').click();
    await calendar.getByTitle(fifteenthOfNextMonth(), { exact: true }).click();
    await page.getByLabel('付款条件', { exact: true }).fill('E2E 预付 30%');
    // The customer reads Korean: its PDF will be in Korean.
    await page.getByLabel('客户语言', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTitle('한국어', { exact: true })
      .click();
    await page.getByRole('button', { name: '发出正式报价' }).click();
    // Issuing is confirmed: what the partner will receive, then 发出.
    const confirm = page.getByRole('dialog').filter({ hasText: '发出正式报价？' });
    await expect(confirm.getByText('한국어')).toBeVisible();
    await confirm
      .getByRole('button', { name: '发 出' })
      .or(confirm.getByRole('button', { name: '发出' }))
      .click();
    const issued = page.getByText(/^正式报价 QT\d+ 已发出$/);
    await expect(issued).toBeVisible();
    formalNo = /QT\d+/.exec(await issued.innerText())![0];
    await expect(page.locator('.ant-card-head').getByText('已发出', { exact: true })).toBeVisible();
    await expect(page.getByText('E2E 预付 30%')).toBeVisible();
  });

  test('in Korean, the partner opens the formal quotation, accepts it after confirming and opens its order', async ({
    page,
  }) => {
    expect(formalNo).not.toBe('');
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/main-quotation/index`);
    await searchList(page, '검색어', formalNo);
    await page.getByRole('link', { name: formalNo }).click();
    await expect(page.locator('.ant-card-head').getByText('발행됨', { exact: true })).toBeVisible();
    // A partner reads no list price or discount.
    await expect(page.getByRole('columnheader', { name: '정가' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: '할인가' })).toBeVisible();

    // The PDF the customer receives, in Korean.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF 다운로드' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${formalNo}-v1.pdf`);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (spawnSync('pdftotext', ['-v']).error === undefined)
      expect(spawnSync('pdftotext', [await pdf.path(), '-'], { encoding: 'utf8' }).stdout).toContain(
        '정식 견적서',
      );

    await page.getByRole('button', { name: '수락', exact: true }).click();
    const ask = page.getByRole('tooltip');
    await expect(ask).toContainText('이 견적으로 주문이 생성됩니다');
    await ask.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(`견적서 ${formalNo}이(가) 수락되었습니다`)).toBeVisible();
    await expect(page.locator('.ant-card-head').getByText('수락됨', { exact: true })).toBeVisible();
    const order = page.locator('.ant-alert').getByRole('link');
    await expect(order).toBeVisible();
    const orderNo = await order.innerText();
    await order.click();
    await expect(page).toHaveURL(/\/business\/orderDetails\?id=\d+$/);
    await expect(page.getByText(orderNo).first()).toBeVisible();
  });
});
