import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import { agreementConfirmationSchema, translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const line = { code: `L${run}`, cn: `冲压设备${run}`, en: `Presses ${run}`, kr: `프레스 장비 ${run}` };
const model = { code: `PR-${run}`, cn: `数控冲床 ${run}`, en: `CNC punch ${run}`, kr: `CNC 펀치 ${run}` };

/** The visible option titled `title` of an open select list. */
const option = (page: Page, title: string) =>
  page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(title, { exact: true }))
    .filter({ visible: true });

test('in Korean, an administrator adds a product line and an equipment model, and forms offer them at once', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/configuration?tab=product-lines`);

  // A product line, first without its Korean name: refused at the field, nothing saved.
  await page.getByRole('button', { name: kr('referenceAdmin.newProductLine') }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(kr('systemSettings.code')).fill(line.code);
  await dialog.getByLabel(kr('systemSettings.nameCn')).fill(line.cn);
  await dialog.getByLabel(kr('systemSettings.nameEn')).fill(line.en);
  await dialog.getByLabel(kr('referenceAdmin.discountThreshold')).fill('12.5');
  await dialog.getByRole('button', { name: kr('common.save') }).click();
  await expect(
    dialog.getByText(kr('validation.required', { name: kr('systemSettings.nameKr') })),
  ).toBeVisible();
  await dialog.getByLabel(kr('systemSettings.nameKr')).fill(line.kr);
  await dialog.getByRole('button', { name: kr('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: line.code })).toContainText('12.50');
  await page.screenshot({ path: test.info().outputPath('product-lines-kr.png') });

  // An equipment model of the new line.
  await page
    .locator('.ant-segmented')
    .getByText(kr('referenceAdmin.tab.equipmentModels'), { exact: true })
    .click();
  await page.getByRole('button', { name: kr('referenceAdmin.newEquipmentModel') }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel(kr('referenceAdmin.modelCode')).fill(model.code);
  await dialog.getByLabel(kr('referenceAdmin.productLine')).click();
  await option(page, line.kr).click();
  await dialog.getByLabel(kr('referenceAdmin.kind')).click();
  await option(page, kr('codeTable.EQUIPMENT_KIND.robot')).click();
  await dialog.getByLabel(kr('systemSettings.nameCn')).fill(model.cn);
  await dialog.getByLabel(kr('systemSettings.nameEn')).fill(model.en);
  await dialog.getByLabel(kr('systemSettings.nameKr')).fill(model.kr);
  await dialog.getByRole('button', { name: kr('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: model.code })).toContainText(line.kr);
  await page.screenshot({ path: test.info().outputPath('equipment-models-kr.png') });

  // Both changes are in the history.
  await page.locator('.ant-segmented').getByText(kr('systemSettings.tab.history'), { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: model.code }).first()).toContainText(
    kr('systemSettings.action.create'),
  );

  // Without reloading the page: the configurable product form (same tab) offers the new line.
  await page.getByRole('menuitem', { name: new RegExp(`${kr('route.integratedList')}$`) }).click();
  await expect(page).toHaveURL(/\/integrated-material\/list$/);
  await page.getByRole('button', { name: kr('configuration.create') }).click();
  // The select loads on first press (LazySelect): pressed again until its list is open.
  const productLine = page.getByRole('combobox', {
    name: kr('configuration.field.productLine'),
    exact: true,
  });
  await expect(async () => {
    await productLine.click();
    await expect(option(page, line.kr)).toBeVisible({ timeout: 2_000 });
  }).toPass();

  // Without restarting the server: a partner's registration form offers the line and its model.
  await apiCall(
    request,
    await apiToken(request, 'partner.admin'),
    'POST',
    '/businesOpptReporting/confirm-agreement',
    agreementConfirmationSchema,
  );
  const partner = await (await browser.newContext()).newPage();
  await partner.setViewportSize({ width: 1366, height: 800 });
  await partner.goto(`${base}/partner-login`);
  await setLanguage(partner, 'kr');
  await signInAndWait(partner, 'partner.admin', { partner: true });
  await partner.goto(`${base}/business/oppt-filing/add`);
  await partner.getByLabel(kr('report.field.productLine'), { exact: true }).click();
  await option(partner, line.kr).click();
  await partner.getByLabel(`${kr('report.field.equipmentModel')} 1`, { exact: true }).click();
  await expect(option(partner, `${model.code} · ${model.kr}`)).toBeVisible();
  await partner.context().close();
});
