import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { envelopeSchema, managedUserPageSchema, orderPageSchema } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

const chinese = /[\u4e00-\u9fff]/;

/** The texts of the headers and cells of a grid, leaving out the cells whose text is one of `except`. */
async function cellTexts(table: Locator, except: ReadonlySet<string> = new Set()): Promise<string[]> {
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const cells = await rows.locator('td').allInnerTexts();
  const headers = await table.locator('thead th').allInnerTexts();
  return [...headers, ...cells.filter((text) => !except.has(text.trim()))];
}

const expectNoChinese = (texts: string[]) => {
  for (const text of texts) expect(text, text).not.toMatch(chinese);
};

async function header(page: Page) {
  const bar = page.locator('header.ant-layout-header');
  await expect(bar).toBeVisible();
  return bar.innerText();
}

for (const language of ['kr', 'en'] as const) {
  test(`in ${language}, admin reads orders, users and the header without Chinese`, async ({ page }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, language);
    await signInAndWait(page, 'admin');
    expect(await header(page)).not.toMatch(chinese);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/order/page-order-list'));
    await page.goto(`${base}/business/order`);
    const listed = envelopeSchema(orderPageSchema).parse(await (await answered).json());
    // Customers are named as they call themselves: a Chinese customer's name is Chinese in every language.
    const customers = new Set(listed.data.list.map((order) => order.customerName));
    const orders = page.locator('.ant-table').first();
    expectNoChinese(await cellTexts(orders, customers));
    expect(await header(page)).not.toMatch(chinese);

    const usersAnswered = page.waitForResponse((r) => r.url().endsWith('/api/user/page-user-list'));
    await page.goto(`${base}/partner/user`);
    // People are named as they call themselves too (other journeys add users with Chinese names).
    const people = envelopeSchema(managedUserPageSchema).parse(await (await usersAnswered).json());
    const names = new Set(people.data.list.map((user) => user.displayName));
    const users = page.locator('.ant-table').first();
    await expect(users.locator('tbody')).toContainText(
      language === 'kr' ? '데모 파트너 A' : 'Demo Partner A',
    );
    expectNoChinese(await cellTexts(users, names));
  });
}

test('in kr, a partner reads its company and partner types in Korean in the header', async ({ page }) => {
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await expect(page.getByTestId('partner-types')).toContainText('총판;시스템 통합업체');
  const text = await header(page);
  expect(text).toContain('데모 파트너 A');
  expect(text).not.toMatch(chinese);
});
