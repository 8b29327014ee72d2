import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { base, password, searchList, setLanguage, signInAndWait } from '../support/app';

/** Signs `username` in to the API: its token and its user id (the token's subject). */
async function apiLogin(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login/login', { data: { username, password } });
  const token: string = (await login.json()).data.token;
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const sub = typeof payload === 'object' && payload !== null && 'sub' in payload ? payload.sub : undefined;
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const body = await (await request.post(`/api${path}`, { headers, data })).json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  const get = async (path: string) => {
    const body = await (await request.get(`/api${path}`, { headers })).json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  return { userId: Number(sub), post, get };
}

/** The 15th of next month, as the calendar titles its days. */
function fifteenthOfNextMonth() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
}

test.describe.serial('supplementary quotations', () => {
  let formalNo = '';
  let supplementaryNo = '';

  test('set-up: sales makes the planner the planning owner of the opportunity whose formal quotation was accepted', async ({
    request,
  }) => {
    const planner = await apiLogin(request, 'planner');
    const sales = await apiLogin(request, 'sales');
    const accepted = await sales.post('/quotation/page-quotation-list', {
      pageNum: 1,
      pageSize: 1,
      kind: ['formal'],
      status: ['accepted'],
    });
    expect(accepted.list).toHaveLength(1);
    formalNo = accepted.list[0].quotationNo;
    const opportunityId: number = accepted.list[0].opportunityId;
    const opportunity = await sales.get(`/businessOppt/get-businessOppt-info?id=${opportunityId}`);
    if (opportunity.planningOwnerId === null)
      await sales.post('/businessOppt/insert-planning-owner', {
        ids: [opportunityId],
        userId: planner.userId,
      });
    else expect(opportunity.planningOwnerId).toBe(planner.userId);
  });

  test('in Korean, planning makes a supplementary quotation of the accepted formal quotation, adds a spare part, submits and issues it', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/supplementary-quotation/index`);
    await expect(page.locator('#main-content h4')).toHaveText('보충 견적 목록');

    // The demo's accepted formal quotation (Demo Partner A's won opportunity), picked in the dialog.
    await page.getByRole('button', { name: '새 보충 견적' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '새 보충 견적' });
    expect(formalNo).not.toBe('');
    await dialog.getByRole('combobox', { name: '수락된 정식 견적' }).fill(formalNo);
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTitle(new RegExp(`^${formalNo} · `))
      .click();
    await expect(dialog.getByText(/^SO\d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: '보충 견적 생성' }).click();
    await expect(page).toHaveURL(/\/supplementary-quotation\/create\?id=\d+$/);
    const created = page.getByText(/^보충 견적 QT\d+이\(가\) 생성되었습니다$/);
    await expect(created).toBeVisible();
    supplementaryNo = /QT\d+/.exec(await created.innerText())![0];
    await expect(page.locator('#main-content h4')).toHaveText('보충 견적 구성');

    // The accepted lines stay as they were, for reference; the new quotation has none yet.
    const accepted = page.getByTestId('accepted-lines');
    await expect(accepted).toContainText('(변경 없음)');
    await expect(accepted.getByRole('spinbutton')).toHaveCount(0);
    await expect(page.getByText('아직 항목이 없습니다.', { exact: false })).toBeVisible();

    // A spare part: a robot cable, found by its code; the draft is saved with it and priced.
    await page.getByRole('combobox', { name: '자재', exact: true }).fill('RB-CAB-10');
    await page.getByTitle(/^RB-CAB-10 · /).click();
    await expect(page.getByText(`견적서 ${supplementaryNo}이(가) 저장되었습니다`)).toBeVisible();
    const row = page.locator('tr').filter({ hasText: 'RB-CAB-10' }).last();
    await expect(row).toContainText('개');
    await expect(row).toContainText('2,950.00');

    // Two of them.
    await page.getByRole('textbox', { name: '1행 수량' }).fill('2');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.locator('tr').filter({ hasText: 'RB-CAB-10' }).last()).toContainText('5,900.00');

    // No discount: approved at once when submitted.
    await page.getByRole('button', { name: '제출', exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '확인' }).click();
    await expect(page.locator('.ant-card-head').getByText('승인됨', { exact: true })).toBeVisible();

    // Issued to the partner: valid until the 15th of next month, its document in the customer's language.
    await page.getByRole('button', { name: '발행', exact: true }).click();
    const issue = page.getByRole('dialog').filter({ hasText: `견적서 ${supplementaryNo} 발행` });
    await issue.getByLabel('유효 기한', { exact: true }).click();
    const calendar = page.locator('.ant-picker-dropdown').filter({ visible: true });
    await calendar.locator('.ant-picker-header-next-btn').click();
    await calendar.getByTitle(fifteenthOfNextMonth(), { exact: true }).click();
    await expect(issue.getByLabel('문서 언어', { exact: true })).toBeVisible();
    await issue.getByRole('button', { name: '발행', exact: true }).click();
    await expect(page.getByText(`견적서 ${supplementaryNo}이(가) 발행되었습니다`)).toBeVisible();
    await expect(page.locator('.ant-card-head').getByText('발행됨', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF 다운로드' })).toBeVisible();
  });

  test('in Korean, the partner accepts it: its lines are added to the order of the formal quotation', async ({
    page,
  }) => {
    expect(supplementaryNo).not.toBe('');
    expect(formalNo).not.toBe('');
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/supplementary-quotation/index`);
    await searchList(page, '검색어', supplementaryNo);
    await page.getByRole('link', { name: supplementaryNo }).click();
    await expect(page.locator('#main-content h4')).toHaveText(`보충 견적 ${supplementaryNo}`);
    await expect(page.getByRole('columnheader', { name: '정가' })).toHaveCount(0);

    await page.getByRole('button', { name: '수락', exact: true }).click();
    const ask = page.getByRole('tooltip');
    await expect(ask).toContainText('정식 견적의 주문에 추가됩니다');
    await ask.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(`견적서 ${supplementaryNo}이(가) 수락되었습니다`)).toBeVisible();
    const amended = page.locator('.ant-alert').filter({ hasText: '품목이 추가된 주문' });
    const order = amended.getByRole('link');
    await expect(order).toBeVisible();
    const orderNo = await order.innerText();
    await order.click();
    await expect(page).toHaveURL(/\/business\/orderDetails\?id=\d+$/);
    await expect(page.getByText(orderNo).first()).toBeVisible();
    await expect(page.getByText('RB-CAB-10').first()).toBeVisible();

    // The formal quotation read is titled by its number (its route says "new formal quotation").
    await page.goto(`${base}/main-quotation/index`);
    await searchList(page, '검색어', formalNo);
    await page.getByRole('link', { name: formalNo }).click();
    await expect(page.locator('#main-content h4')).toHaveText(`정식 견적 ${formalNo}`);
    await expect(page.locator('.ant-breadcrumb')).toContainText(`정식 견적 ${formalNo}`);
    await expect(page).toHaveTitle(new RegExp(`^정식 견적 ${formalNo} - `));
  });
});
