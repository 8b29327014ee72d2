import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import { base, pageTitle, setLanguage, signInAndWait } from '../support/app';
import { withDatabase } from '../support/database';

/**
 * The administrators' backups on the monitoring screen (issue 27): a real backup of the run's embedded
 * PostgreSQL, written into the main server's BACKUP_DIR (beside its DATA_DIR, playwright.config.ts).
 */
test('an administrator in Korean backs up now through the confirmation and sees it listed as finished', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const kr = (key: Parameters<typeof translate>[1]) => translate('kr', key);
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/system/exception-log`);
  await expect(pageTitle(page)).toHaveText(kr('route.exceptionLog'));

  await page.getByRole('button', { name: kr('backup.title'), exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('backups') });
  await expect(drawer.getByText(kr('backup.intro'))).toBeVisible();
  const rows = drawer.locator('.ant-table-tbody tr.ant-table-row');
  const before = await rows.count();

  await drawer.getByRole('button', { name: kr('backup.start'), exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: kr('backup.confirmText') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: kr('backup.start'), exact: true }).click();
  await expect(confirm).toBeHidden();

  // The list shows it being written (unless it is written already) and refreshes until it is done.
  const written = drawer.getByText(/^백업 portal-backup-\d{8}-\d{6}\.tar\.gz이\(가\) 완료되었습니다$/);
  await expect(written).toBeVisible({ timeout: 180_000 });
  await expect(drawer.getByText(kr('backup.status.running'))).toHaveCount(0);
  await expect(rows).toHaveCount(before + 1);
  const newest = rows.first();
  await expect(newest.getByText(kr('backup.status.finished'))).toBeVisible();
  const name = await newest.locator('code').innerText();
  expect(name).toMatch(/^portal-backup-\d{8}-\d{6}\.tar\.gz$/);
  await expect(written).toHaveText(`백업 ${name}이(가) 완료되었습니다`);
  await expect(newest.getByText(/^\d+(\.\d)? (KB|MB|GB)$/)).toBeVisible();
  await expect(newest.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
});

test('a user who may see the monitoring screen but not take backups sees no backups button, in Chinese', async ({
  page,
}) => {
  // A role of the monitoring screen alone, given to the demo's service user for this test.
  const role = 'e2e_monitoring';
  await withDatabase(async (db) => {
    await db.query(`INSERT INTO roles (code, title_key, kind) VALUES ($1, 'role.service', 'internal')`, [
      role,
    ]);
    await db.query(
      `INSERT INTO role_menus (role_id, menu_id)
       SELECT r.id, m.id FROM roles r, menus m WHERE r.code = $1 AND m.code IN ('system', 'system.exceptionLog')`,
      [role],
    );
    await db.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'service' AND r.code = $1`,
      [role],
    );
  });
  try {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'service');
    await page.goto(`${base}/system/exception-log`);
    await expect(pageTitle(page)).toHaveText(translate('cn', 'route.exceptionLog'));
    await expect(page.locator('[data-list-query]')).toBeVisible();
    await expect(
      page.getByRole('button', { name: translate('cn', 'backup.title'), exact: true }),
    ).toHaveCount(0);
  } finally {
    await withDatabase((db) => db.query('DELETE FROM roles WHERE code = $1', [role]));
  }
});
