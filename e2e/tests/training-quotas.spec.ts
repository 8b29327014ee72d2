import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import { courseSchema, sessionSchema, translate } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';
import { apiToken, apiCall } from '../support/opportunity-reports';
import { row, rowAction } from '../support/rows';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const cn = (key: MessageKey, params?: MessageParams) => translate('cn', key, params);

test('in Chinese, the channel manager holds two seats for demo partner A; in Korean, its administrator assigns one to Sora, whose registration enters approval', async ({
  page,
  request,
}) => {
  const staff = await apiToken(request, 'channel');
  const code = `QUOTA-${run}`;
  const course = await apiCall(request, staff, 'POST', '/training/save-course', courseSchema, {
    body: {
      code,
      nameCn: `预留课程 ${run}`,
      nameEn: `Quota course ${run}`,
      nameKr: `확보 과정 ${run}`,
      level: 'basic',
      durationHours: 4,
    },
  });
  await apiCall(request, staff, 'POST', '/training/save-session', sessionSchema, {
    body: {
      courseId: course.id,
      startsLocal: '2031-06-20T09:00',
      endsLocal: '2031-06-20T17:00',
      deadlineLocal: '2031-06-15T18:00',
      timeZone: 'Asia/Seoul',
      place: `서울 교육장 ${run}`,
      trainer: 'Kim',
      capacity: 5,
    },
  });

  // Staff hold two seats for demo partner A on the session (Chinese).
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'channel');
  await page.goto(`${base}/training/Training`);
  await searchList(page, cn('training.field.keyword'), code);
  await rowAction(page, `预留课程 ${run}`, cn('training.quota.manage'), 'cn');
  const quotas = page.getByRole('dialog').filter({ hasText: cn('training.quota.hint') });
  await expect(quotas.getByText(cn('training.quota.none'))).toBeVisible();
  await quotas.getByLabel(cn('training.quota.company'), { exact: true }).click();
  await page
    .locator('.ant-select-item-option')
    .and(page.getByTitle('演示合作伙伴A', { exact: true }))
    .filter({ visible: true })
    .click();
  await quotas.getByLabel(cn('training.quota.seats'), { exact: true }).fill('2');
  await quotas.getByRole('button', { name: cn('training.quota.save'), exact: true }).click();
  await expect(page.getByText(cn('training.quota.saved'))).toBeVisible();
  await expect(quotas.getByRole('row').filter({ hasText: '演示合作伙伴A' })).toContainText(
    cn('training.quota.live'),
  );
  await expect(quotas.getByText(cn('training.quota.free', { count: 3 }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, `预留课程 ${run}`)).toContainText(cn('training.quota.held', { count: 2 }));
  await signOut(page, 'cn');

  // The Korean partner administrator sees its held seats and assigns one.
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await page.goto(`${base}/training/training-registration`);
  await searchList(page, kr('training.field.keyword'), `확보 과정 ${run}`);
  await expect(row(page, `확보 과정 ${run}`)).toContainText(
    kr('training.quota.yours', { assigned: 0, seats: 2 }),
  );
  await rowAction(page, `확보 과정 ${run}`, kr('training.action.assignHeld'), 'kr');
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: kr('training.assignTitle', { course: `확보 과정 ${run}` }) });
  await expect(dialog.getByText(kr('training.assignLeft', { left: 2, seats: 2 }))).toBeVisible();
  await dialog.getByLabel(kr('training.field.people'), { exact: true }).click();
  await page
    .locator('.ant-select-item-option')
    .and(page.getByTitle('Sora Partner', { exact: true }))
    .filter({ visible: true })
    .click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: kr('training.action.assignHeld'), exact: true }).click();
  await expect(page.getByText(kr('training.assigned', { count: 1 }))).toBeVisible();
  await expect(row(page, `확보 과정 ${run}`)).toContainText(
    kr('training.quota.yours', { assigned: 1, seats: 2 }),
  );

  // The registration holds a held seat and waits for the channel manager, like any registration.
  await page.goto(`${base}/training/training-registration?view=registrations`);
  await searchList(page, kr('training.field.keyword'), `확보 과정 ${run}`);
  await expect(row(page, 'Sora Partner')).toContainText(kr('training.status.seated'));
  await expect(row(page, 'Sora Partner')).toContainText(kr('training.field.heldSeat'));
});
