import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import {
  courseSchema,
  registrationPageSchema,
  registrationSchema,
  sessionSchema,
  trainingPersonSchema,
  translate,
} from '@portal/contract';
import { z } from 'zod';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';
import { row, rowAction } from '../support/rows';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const cn = (key: MessageKey, params?: MessageParams) => translate('cn', key, params);

test('in Korean, a partner admin registers two people for a session with one seat left (one seated, one waiting); in Chinese, the channel manager approves from the process centre and the trainer marks attendance', async ({
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

  await signOut(page, 'kr');

  // The seated registration waits for the channel manager in the process centre (Chinese).
  const listed = await apiCall(
    request,
    admin,
    'POST',
    '/training/page-registrations',
    registrationPageSchema,
    {
      body: { sessionId: session.id, pageNum: 1, pageSize: 10 },
    },
  );
  const sora = listed.list.find((r) => r.personName === 'Sora Partner')!;
  const no = `TR-${sora.id}`;
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'channel');
  await page.goto(`${base}/process/index`);
  await searchList(page, cn('processCentre.field.keyword'), no);
  await page.getByRole('link', { name: no, exact: true }).click();
  await expect(page).toHaveURL(/\/process\/detail\?id=\d+$/);
  await expect(page.getByTestId('process-steps')).toContainText('1. 渠道经理审批');
  await page.getByRole('button', { name: cn('process.action.approve'), exact: true }).click();
  const approval = page.getByRole('dialog');
  await approval.getByRole('button', { name: cn('process.action.approve'), exact: true }).click();
  await expect(approval).toBeHidden();
  const completed = cn('processCentre.statusWithOutcome', {
    status: cn('process.status.completed'),
    outcome: cn('process.outcome.approved'),
  });
  await expect(page.locator('.ant-tag').filter({ hasText: completed }).first()).toBeVisible();

  // The registration is approved; the trainer marks the person present.
  await page.getByRole('link', { name: cn('processCentre.detail.open.trainingRegistration') }).click();
  await page.goto(`${base}/training/training-registration?sessionId=${session.id}`);
  await expect(row(page, 'Sora Partner')).toContainText(cn('training.status.approved'));
  await rowAction(page, 'Sora Partner', cn('training.action.markAttended'), 'cn');
  await expect(row(page, 'Sora Partner')).toContainText(cn('training.status.attended'));
});
