import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import {
  courseSchema,
  registrationSchema,
  sessionSchema,
  trainingPersonSchema,
  translate,
} from '@portal/contract';
import { z } from 'zod';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('in Korean, a partner admin registers two people for a session with one seat left: one seated, one waiting', async ({
  page,
  request,
}) => {
  // A course and a session of two seats, one taken by the admin itself.
  const staff = await apiToken(request, 'channel');
  const code = `E2E-${run}`;
  const course = await apiCall(request, staff, 'POST', '/training/save-course', courseSchema, {
    body: {
      code,
      nameCn: `课程 ${run}`,
      nameEn: `Course ${run}`,
      nameKr: `교육 과정 ${run}`,
      level: 'basic',
      durationHours: 4,
    },
  });
  const session = await apiCall(request, staff, 'POST', '/training/save-session', sessionSchema, {
    body: {
      courseId: course.id,
      startsLocal: '2031-05-20T09:00',
      endsLocal: '2031-05-20T17:00',
      deadlineLocal: '2031-05-15T18:00',
      timeZone: 'Asia/Seoul',
      place: `서울 교육장 ${run}`,
      trainer: 'Kim',
      capacity: 2,
    },
  });
  const admin = await apiToken(request, 'partner.admin');
  const people = await apiCall(request, admin, 'GET', '/training/list-people', z.array(trainingPersonSchema));
  const self = people.find((p) => p.name === 'Alex Partner')!;
  await apiCall(request, admin, 'POST', '/training/register', z.array(registrationSchema), {
    body: { sessionId: session.id, userIds: [self.id] },
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await page.goto(`${base}/training/index`);
  await searchList(page, kr('training.field.keyword'), `교육 과정 ${run}`);
  await row(page, `교육 과정 ${run}`)
    .getByRole('button', { name: kr('training.action.register'), exact: true })
    .click();

  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: kr('training.registerTitle', { course: `교육 과정 ${run}` }) });
  await expect(dialog.getByText(kr('training.seatsLeft', { count: 1, capacity: 2 }))).toBeVisible();
  await dialog.getByLabel(kr('training.field.people'), { exact: true }).click();
  for (const name of ['Sora Partner', 'Max Mismatch']) {
    await page
      .locator('.ant-select-item-option')
      .and(page.getByTitle(name, { exact: true }))
      .filter({ visible: true })
      .click();
  }
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: kr('training.action.register'), exact: true }).click();
  await expect(page.getByText(kr('training.registered', { seated: 1, waiting: 1 }))).toBeVisible();

  // The registrations: the first chosen holds the last seat, the second is first on the waiting list.
  await page.goto(`${base}/training/index?view=registrations&sessionId=${session.id}`);
  await expect(row(page, 'Sora Partner')).toContainText(kr('training.status.seated'));
  await expect(row(page, 'Max Mismatch')).toContainText(kr('training.status.waiting'));
  await expect(row(page, 'Max Mismatch')).toContainText('#1');
  await expect(row(page, 'Alex Partner')).toContainText(kr('training.status.seated'));
});
