import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';

const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('in Korean, a partner plays a video of the library and seeks forward, then previews a PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  // Demo Partner B (a reseller of tier 2): the demo tutorials are for every company.
  await signInAndWait(page, 'partner.b', { partner: true });

  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/empower/view-resource')) ranges.push(response.status());
  });

  await page.goto(`${base}/empower/training`);
  await searchList(page, kr('resource.field.name'), '로봇 조작 시연 영상');
  await row(page, '로봇 조작 시연 영상')
    .getByRole('button', { name: kr('resource.open'), exact: true })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('로봇 조작 시연 영상').first()).toBeVisible();
  const video = drawer.getByTestId('resource-video');
  await expect(video).toBeVisible();
  // The browser reads the video by range requests: the first answer is partial content.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(ranges).toContain(206);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(5);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  const after = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
        v.currentTime = 4;
      }),
  );
  expect(after).toBeGreaterThan(before);
  expect(after).toBeGreaterThanOrEqual(3.9);
  expect(ranges.every((status) => status === 206 || status === 200)).toBe(true);

  // A PDF previewed in the page: pdf.js draws its first page of two.
  await page.goto(`${base}/empower/resource`);
  await searchList(page, kr('resource.field.name'), 'CNC 장비 제품 브로슈어');
  await row(page, 'CNC 장비 제품 브로슈어')
    .getByRole('button', { name: kr('resource.open'), exact: true })
    .click();
  await expect(page.getByTestId('pdf-page')).toHaveText(kr('resource.pdfPage', { page: 1, pages: 2 }));
  const canvas = page.locator(`canvas[aria-label="${kr('resource.preview')}"]`);
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  await page.getByRole('button', { name: kr('resource.nextPage') }).click();
  await expect(page.getByTestId('pdf-page')).toHaveText(kr('resource.pdfPage', { page: 2, pages: 2 }));
});
