import { expect, test } from '@playwright/test';
import { setLanguage, signInAndWait } from '../support/app';

/** The home page's to-dos follow the user's permissions and lead to the screen that handles each one. */
test.describe('home', () => {
  test('a reviewer (Chinese) sees the approvals waiting for it and opens the process centre from there', async ({
    page,
  }) => {
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');
    // Report review runs on the process engine: its steps wait in the reviewer's process to-dos.
    const todo = page.getByRole('listitem').filter({ hasText: '待我审批的流程' });
    await expect(todo).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '待分配销售的商机' })).toBeVisible();
    await todo.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/\/process\/index/);
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
