import { expect, test } from '@playwright/test';
import { base, setLanguage, signInAndWait } from '../support/app';

/** Spec section 5: a refused file shows the spec's message for 10 seconds and is not added. */
test.describe('upload refusals on the business licence of a partner company', () => {
  test.beforeEach(async ({ page }) => {
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/partner/company`);
    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.locator('.ant-drawer input[type="file"]')).toHaveCount(1);
  });

  test('refuses a format outside the list, with the spec message', async ({ page }) => {
    await page.locator('.ant-drawer input[type="file"]').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ binary'),
    });
    await expect(
      page.getByText('The format of the file named setup.exe should be one of [PDF, JPG, JPEG, PNG]'),
    ).toBeVisible();
    await expect(page.locator('.ant-drawer .ant-upload-list-item')).toHaveCount(0);
  });

  test('refuses a file over 20 MB, with the spec message', async ({ page }) => {
    await page.locator('.ant-drawer input[type="file"]').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25),
    });
    await expect(
      page.getByText('The size of the file named licence.pdf should be less than 20 MB'),
    ).toBeVisible();
    await expect(page.locator('.ant-drawer .ant-upload-list-item')).toHaveCount(0);
  });

  test('refuses a file without a name, in Chinese', async ({ page }) => {
    await setLanguage(page, 'cn');
    await page.reload();
    await page.getByRole('button', { name: /新\s*建公司/ }).click();
    await page.locator('.ant-drawer input[type="file"]').setInputFiles({
      name: '.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText('文件名不能为空')).toBeVisible();
  });

  test('accepts a real PDF and shows it as uploaded', async ({ page }) => {
    await page.locator('.ant-drawer input[type="file"]').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(page.locator('.ant-drawer .ant-upload-list-item')).toHaveCount(1);
    await expect(page.locator('.ant-drawer .ant-upload-list-item-error')).toHaveCount(0);
  });
});
