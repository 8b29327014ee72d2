import { expect, test } from '@playwright/test';
import type { MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

const kr = (key: MessageKey, params?: Record<string, string | number>) => translate('kr', key, params);
/** Far from the demo tickets' dates, and taken away again at the end. */
const holiday = '2030-12-24';

test('in Korean, an administrator adds a holiday to the Korea site’s business calendar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/configuration?tab=business-calendars`);
  await page.locator('.ant-segmented').getByText(kr('ticket.site.KR'), { exact: true }).click();
  await expect(page.getByRole('cell', { name: kr('businessCalendar.weekday.mon') })).toBeVisible();

  const holidays = page.getByLabel(kr('businessCalendar.holidays'), { exact: true });
  await holidays.click();
  await holidays.fill(holiday);
  await holidays.press('Enter');
  await expect(page.locator('.ant-tag').filter({ hasText: holiday })).toBeVisible();
  await page.getByRole('button', { name: kr('common.save') }).click();
  await expect(page.getByText(/처리 중인 티켓 \d+건의 기한을 다시 계산했습니다/)).toBeVisible();

  // Kept: read again after a reload, and in the history of changes.
  await page.reload();
  await page.locator('.ant-segmented').getByText(kr('ticket.site.KR'), { exact: true }).click();
  const tag = page.locator('.ant-tag').filter({ hasText: holiday });
  await expect(tag).toBeVisible();
  await page.goto(`${base}/configuration?tab=history`);
  await expect(page.getByRole('row').filter({ hasText: holiday }).first()).toContainText(
    kr('systemSettings.subject.business_calendar'),
  );

  // Taken away again, so other tests keep the demo calendar.
  await page.goto(`${base}/configuration?tab=business-calendars`);
  await page.locator('.ant-segmented').getByText(kr('ticket.site.KR'), { exact: true }).click();
  await page.locator('.ant-tag').filter({ hasText: holiday }).locator('.ant-tag-close-icon').click();
  await page.getByRole('button', { name: kr('common.save') }).click();
  await expect(page.getByText(/처리 중인 티켓 \d+건의 기한을 다시 계산했습니다/)).toBeVisible();
});
