import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey, MessageParams } from '@portal/contract';
import {
  courseSchema,
  registrationSchema,
  sessionSchema,
  trainingPersonSchema,
  translate,
} from '@portal/contract';
import { z } from 'zod';
import { base, setLanguage, signInAndWait, signOut } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';
import { row, rowAction } from '../support/rows';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const say = (language: Language) => (key: MessageKey, params?: MessageParams) =>
  translate(language, key, params);
const cn = say('cn');
const en = say('en');

test('the trainer marks attendance and a pass; the person downloads the certificate, whose QR address opens the verification page in English without sign-in', async ({
  page,
  browser,
  request,
}) => {
  // A course valid 12 months, a session of it, and Sora Partner registered by its administrator.
  const staff = await apiToken(request, 'channel');
  const course = await apiCall(request, staff, 'POST', '/training/save-course', courseSchema, {
    body: {
      code: `CERT-${run}`,
      nameCn: `证书课程 ${run}`,
      nameEn: `Certificate course ${run}`,
      nameKr: `수료 과정 ${run}`,
      level: 'basic',
      durationHours: 4,
      validityMonths: 12,
    },
  });
  const session = await apiCall(request, staff, 'POST', '/training/save-session', sessionSchema, {
    body: {
      courseId: course.id,
      startsLocal: '2031-06-10T09:00',
      endsLocal: '2031-06-10T17:00',
      deadlineLocal: '2031-06-05T18:00',
      timeZone: 'Asia/Shanghai',
      place: `上海培训中心 ${run}`,
      trainer: '王工',
      capacity: 5,
    },
  });
  const admin = await apiToken(request, 'partner.admin');
  const people = await apiCall(request, admin, 'GET', '/training/list-people', z.array(trainingPersonSchema));
  const sora = people.find((p) => p.name === 'Sora Partner')!;
  await apiCall(request, admin, 'POST', '/training/register', z.array(registrationSchema), {
    body: { sessionId: session.id, userIds: [sora.id] },
  });

  // The trainer (staff, in Chinese): present, then a pass with a score.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'channel');
  await page.goto(`${base}/training/training-registration?sessionId=${session.id}`);
  const sorasRow = row(page, 'Sora Partner');
  await rowAction(page, 'Sora Partner', cn('training.action.markAttended'), 'cn');
  await expect(sorasRow).toContainText(cn('training.status.attended'));
  await rowAction(page, 'Sora Partner', cn('training.action.recordResult'), 'cn');
  const dialog = page.getByRole('dialog').filter({
    hasText: cn('training.recordResultTitle', { person: 'Sora Partner' }),
  });
  await dialog.getByText(cn('training.result.pass'), { exact: true }).click();
  await dialog.getByLabel(cn('training.field.score')).fill('92');
  await dialog.getByRole('button', { name: cn('widget.save') }).click();
  await expect(page.getByText(cn('training.resultSaved'))).toBeVisible();
  await expect(sorasRow).toContainText(`${cn('training.result.pass')} · 92`);
  await expect(sorasRow).toContainText(cn('certificate.status.valid'));
  await expect(sorasRow).toContainText('2032-06-10');
  await signOut(page, 'cn');

  // The person downloads the certificate from its registrations.
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'en');
  await signInAndWait(page, 'partner.sales', { partner: true });
  await page.goto(`${base}/training/index?view=registrations&sessionId=${session.id}`);
  const own = row(page, `Certificate course ${run}`);
  await expect(own).toContainText(en('certificate.status.valid'));
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    rowAction(page, `Certificate course ${run}`, en('certificate.action.download'), 'en'),
  ]);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The address the QR code holds is also the PDF's link.
  const address = /https?:\/\/[^\s()]+\/verify-certificate\?code=[0-9a-f]{32}/.exec(
    bytes.toString('latin1'),
  )?.[0];
  expect(address).toBeDefined();

  // Anybody, not signed in, in a browser of its own: the page shows every field as issued.
  const stranger = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  const phone = await stranger.newPage();
  await phone.goto(address!);
  await expect(phone.getByText(cn('certificate.validNote'))).toBeVisible();
  await phone.getByRole('button', { name: 'English' }).click();
  await expect(phone.getByText(en('certificate.validNote'))).toBeVisible();
  const fields = phone.getByTestId('certificate-fields');
  for (const [label, value] of [
    [en('certificate.field.person'), 'Sora Partner'],
    [en('certificate.field.company'), 'Demo Partner A'],
    [en('certificate.field.course'), `Certificate course ${run}`],
    [en('certificate.field.issuedOn'), '2031-06-10'],
    [en('certificate.field.expiresOn'), '2032-06-10'],
    [en('certificate.field.status'), en('certificate.status.valid')],
  ])
    await expect(fields.getByRole('row').filter({ hasText: label! })).toContainText(value!);

  // A code of the wrong shape reads as an unknown one.
  await phone.goto(address!.replace(/code=.*/, 'code=not-a-code'));
  await expect(phone.getByTestId('certificate-not-found')).toContainText(en('certificate.notFound'));
  await stranger.close();
});
