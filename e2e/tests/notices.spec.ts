import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { noticePageSchema, reportInfoSchema, translate, unreadCountSchema } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken, submitReportByApi } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();

/** The unread count the bell tells (its accessible name, in Korean). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(name);
  if (!match) throw new Error(`the bell tells no count: "${name}"`);
  return Number(match[1]);
}

test('a partner in Korean sees the approval of its report arrive on the bell without reloading, and opens it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.sales', { partner: true });
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('aria-label', /알림, 읽지 않음 \d+건/);
  const before = await bellCount(page);

  // The partner submits a report (through the calls its form makes).
  const report = await submitReportByApi(request, {
    customerName: `알림 고객 ${run}`,
    projectName: `알림 프로젝트 ${run}`,
    username: 'partner.sales',
  });
  expect(report.status).toBe('submitted');

  // A reviewer, in another browser context, approves it.
  const reviewer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const channel = await apiToken(reviewer.request, 'channel');
    const approved = await apiCall(
      reviewer.request,
      channel,
      'POST',
      '/businesOpptReporting/approve-opptReporting',
      reportInfoSchema,
      { body: { id: report.id, comment: '확인 완료' } },
    );
    expect(approved.status).toBe('approved');
  } finally {
    await reviewer.close();
  }

  // The partner's bell rises in place: no reload, no navigation. (At least by one: a scheduled job, such as
  // "protection ends in 14 days", may tell the partner something else meanwhile.)
  const url = page.url();
  await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(page.url()).toBe(url);

  await page.getByTestId('notice-bell').click();
  const text = translate('kr', 'notice.text.approved', {
    subject: translate('kr', 'notice.subject.opportunityReport'),
    no: report.reportNo,
  });
  const panel = page.getByTestId('notice-panel');
  await expect(panel.getByText(text)).toBeVisible();
  await expect(panel.getByText(translate('kr', 'notice.comment', { comment: '확인 완료' }))).toBeVisible();
  await panel.getByText(text).click();
  await expect(page).toHaveURL(new RegExp(`/business/oppt-filing/detail\\?id=${report.id}$`));
  await expect(page.getByText(report.reportNo).first()).toBeVisible();
  // Opened, it is read: no longer among the unread, and the bell tells the server's count.
  const partner = await apiToken(request, 'partner.sales');
  await expect
    .poll(async () => {
      const unread = await apiCall(request, partner, 'POST', '/notice/page', noticePageSchema, {
        body: { pageNum: 1, pageSize: 100, read: 'unread', order: 'newest' },
      });
      return unread.list.some((n) => n.kind === 'approved' && n.params.no === report.reportNo);
    })
    .toBe(false);
  const serverCount = async () =>
    (await apiCall(request, partner, 'GET', '/notice/unread-count', unreadCountSchema)).unread;
  await expect.poll(async () => (await bellCount(page)) === (await serverCount())).toBe(true);
});
