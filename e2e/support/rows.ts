import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Language } from '@portal/contract';
import { translate } from '@portal/contract';

/** A list's row holding a text. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A row's action: its link, or the entry of its "more" menu when the row has more than three. */
export async function rowAction(page: Page, text: string, name: string, language: Language) {
  const target = row(page, text);
  await expect(target).toBeVisible();
  const link = target.getByRole('button', { name, exact: true });
  if ((await link.count()) > 0) return link.click();
  await target.getByRole('button', { name: translate(language, 'widget.more') }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
