import { expect, test } from '@playwright/test';
import { setLanguage, signInAndWait } from '../support/app';

/** The home page's to-dos follow the user's permissions and lead to the screen that handles each one. */
test.describe('home', () => {
  test('a reviewer (Chinese) sees the reports waiting for review and opens the filing list from there', async ({
    page,
  }) => {
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');
    const todo = page.getByRole('listitem').filter({ hasText: '待审核的商机报备' });
    await expect(todo).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '待分配销售的商机' })).toBeVisible();
    await todo.getByRole('link', { name: '查看' }).click();
    // Opened filtered to the reports the to-do counts.
    await expect(page).toHaveURL(/\/business\/oppt-filing\?status=submitted$/);
  });

  test('a partner (Korean) sees its own queues and none of the staff queues', async ({ page }) => {
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await expect(
      page.getByRole('listitem').filter({ hasText: '보완할 임시 저장·회수된 등록 건' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '후속 활동할 리드' })).toBeVisible();
    await expect(page.getByText('검토할 영업 기회 등록 건')).toHaveCount(0);
  });
});
