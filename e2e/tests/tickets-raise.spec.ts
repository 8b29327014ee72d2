import { expect, test } from '@playwright/test';
import { base, setLanguage, signInAndWait } from '../support/app';
import { firstEquipmentOf, ticketPhoto } from '../support/tickets';

/**
 * Issue 23: in Korean, a partner (Demo Partner B) raises a ticket on /tickets: it picks its installed
 * equipment by serial number (model and customer follow), attaches a photo, and sees the photo on the
 * ticket's detail.
 */

test('in Korean, a partner raises a ticket on its equipment with a photo and sees the photo on the detail', async ({
  page,
  request,
}) => {
  const kit = await firstEquipmentOf(request, 'partner.b');
  const title = `주축 알람 ${Date.now()}`;

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.b', { partner: true });
  await page.goto(`${base}/tickets`);

  await page.getByRole('button', { name: '새 티켓' }).click();
  const dialog = page.getByRole('dialog', { name: '새 티켓' });
  await expect(dialog).toBeVisible();

  // The equipment, searched by its serial number; what follows from it shows under the field.
  const equipment = dialog.getByLabel('설치 장비', { exact: true });
  await equipment.click();
  await equipment.fill(kit.serialNo);
  await page.locator('.ant-select-item-option').filter({ hasText: kit.serialNo }).click();
  await expect(dialog.locator('.ant-descriptions')).toContainText(kit.modelName);
  if (kit.customerName) await expect(dialog.locator('.ant-descriptions')).toContainText(kit.customerName);

  await dialog.getByLabel('제목', { exact: true }).fill(title);
  await dialog.getByLabel('설명', { exact: true }).fill('기동 시 알람 화면 사진을 첨부합니다.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: '알람화면.png', mimeType: 'image/png', buffer: ticketPhoto });
  // Uploaded: a picture card with its thumbnail, no longer in progress.
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);

  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/tickets\/detail\?id=\d+$/);
  await expect(page.getByText(title).first()).toBeVisible();

  // The detail: the equipment with its serial, and the photo among the attachments (thumbnail, preview).
  await expect(page.getByText(kit.serialNo, { exact: true })).toBeVisible();
  const attachments = page.locator('.ant-card').filter({ has: page.getByText('첨부 파일', { exact: true }) });
  const card = attachments.locator('.ant-upload-list-item-done');
  await expect(card).toHaveCount(1);
  await expect(card.locator('img')).toHaveAttribute('alt', '알람화면.png');
  await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);
  await card.hover();
  await card.getByTitle('파일 미리보기').click();
  await expect(page.getByRole('dialog', { name: '알람화면.png' }).locator('img')).toBeVisible();
});
