/**
 * Form fields at 1366×800 in cn, en and kr: in a form, a select fills its field as Ant Design draws it
 * (also before Select has loaded, when a stand-in draws it), and no input, select or date field is drawn
 * narrower than a few characters. Walks a dialog (a new customer), a creation page (a new report) and a
 * record's form (a new virtual material).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

/** Measures the fields of the form items under `scope`: each control's width against its field's. */
async function measureFields(page: Page, scope: string) {
  await expect(page.locator(`${scope} .ant-form-item`).first()).toBeVisible();
  return page
    .locator(scope)
    .first()
    .evaluate((root) => {
      const controls =
        '.ant-select, .ant-picker, .ant-input-number, .ant-input-affix-wrapper, input.ant-input';
      return [...root.querySelectorAll('.ant-form-item')].flatMap((item) => {
        const field = item.querySelector<HTMLElement>('.ant-form-item-control-input-content');
        const control = field?.querySelector<HTMLElement>(controls);
        if (!field || !control || control.offsetParent === null) return [];
        const label = item.querySelector('.ant-form-item-label')?.textContent.trim() ?? '';
        return [
          {
            label,
            select: control.classList.contains('ant-select'),
            width: control.getBoundingClientRect().width,
            fieldWidth: field.getBoundingClientRect().width,
          },
        ];
      });
    });
}

async function expectFieldsReadable(page: Page, scope: string, screen: string) {
  const fields = await measureFields(page, scope);
  expect(fields.length, `${screen}: fields`).toBeGreaterThan(0);
  for (const field of fields) {
    expect(field.width, `${screen}: "${field.label}" at least a few characters wide`).toBeGreaterThanOrEqual(
      80,
    );
    if (field.select)
      expect(field.width, `${screen}: select "${field.label}" fills its field`).toBeGreaterThanOrEqual(
        field.fieldWidth - 1,
      );
  }
}

for (const language of ['cn', 'en', 'kr'] as const) {
  test(`in ${language}, the fields of forms and dialogs are drawn full width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, language);
    await signInAndWait(page, 'admin');

    await test.step('new customer dialog', async () => {
      await page.goto(`${base}/customerManagement`);
      await page
        .getByRole('button', { name: translate(language, 'customer.create') })
        .first()
        .click();
      await expect(page.locator('.ant-modal')).toBeVisible();
      await expectFieldsReadable(page, '.ant-modal', 'new customer');
      await page.screenshot({ path: test.info().outputPath(`${language}-customer-create.png`) });
    });

    await test.step('new report', async () => {
      await page.goto(`${base}/business/oppt-filing/add`);
      await expectFieldsReadable(page, 'main', 'new report');
      await page.screenshot({ path: test.info().outputPath(`${language}-report-add.png`) });
    });

    await test.step('new virtual material', async () => {
      await page.goto(`${base}/virtual/detail?id=new`);
      await expectFieldsReadable(page, 'main', 'new virtual material');
      await page.screenshot({ path: test.info().outputPath(`${language}-virtual-material.png`) });
    });
  });
}
