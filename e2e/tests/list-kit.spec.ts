/**
 * Every list at 1366×800 in cn, en and kr: headers on one line, cells at most two lines, the status tag
 * not covered, dates as `YYYY-MM-DD HH:mm:ss`, and in en and kr no Chinese except names a record has only in
 * Chinese. And Back after filtering and paging restores the list as it was.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { base, setLanguage, signInAndWait } from '../support/app';

type Language = 'cn' | 'en' | 'kr';

interface ListCase {
  name: string;
  route: string;
  /** The list call the screen makes (its answer tells which names exist only in Chinese). */
  call: string;
  /** Whether the rows carry a status tag. */
  status: boolean;
  /** The status column's header when it is not "status" (an opportunity's stage). */
  statusHeader?: Record<Language, string>;
}

const lists: readonly ListCase[] = [
  {
    name: 'reports',
    route: '/business/oppt-filing',
    call: '/businesOpptReporting/page-opptReporting-list',
    status: true,
  },
  {
    name: 'opportunities',
    route: '/business/oppt-list/all',
    call: '/businessOppt/page-businessOppt-list',
    status: true,
    statusHeader: { cn: '阶段', en: 'Stage', kr: '단계' },
  },
  { name: 'orders', route: '/business/order', call: '/order/page-order-list', status: true },
  { name: 'assigned-clues', route: '/clue/assigned', call: '/clue/page-clue-list', status: true },
  { name: 'my-clues', route: '/clue/my-clue', call: '/clue/page-my-clue-list', status: true },
  { name: 'qa', route: '/business/QaManage', call: '/qa/page-qa-list', status: true },
  { name: 'policies', route: '/business/policy', call: '/policy/page-policy-list', status: true },
  { name: 'companies', route: '/partner/company', call: '/partner/page-company-list', status: true },
  { name: 'users', route: '/partner/user', call: '/user/page-user-list', status: true },
  { name: 'exception-log', route: '/system/exception-log', call: '/exceptionLog/page', status: false },
];

const statusWord: Record<Language, string> = { cn: '状态', en: 'Status', kr: '상태' };
const chinese = /[\u4e00-\u9fff]/;

/**
 * The texts of an answer that are names the record has only in Chinese: a field without language variants
 * (a customer's or a person's own name, a title), or one whose variant in the reader's language and the
 * fallbacks (kr reads Korean, else English) are empty.
 */
function onlyChineseNames(answer: unknown, language: Language): Set<string> {
  const found = new Set<string>();
  const variant = (record: Record<string, unknown>, key: string, suffix: 'En' | 'Kr') => {
    const value = record[`${key}${suffix}`];
    return typeof value === 'string' && value.trim() !== '';
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    for (const [key, field] of Object.entries(record)) {
      if (typeof field !== 'string') {
        walk(field);
        continue;
      }
      if (!chinese.test(field)) continue;
      const stem = key.endsWith('Cn') ? key.slice(0, -2) : key;
      const hasVariants = `${stem}En` in record || `${stem}Kr` in record;
      const readable =
        language === 'en'
          ? variant(record, stem, 'En')
          : variant(record, stem, 'Kr') || variant(record, stem, 'En');
      if (!hasVariants || !readable) found.add(field.trim());
    }
  };
  walk(answer);
  return found;
}

/** What a grid looks like: header lines, cell lines, date texts, covered status tags. */
async function measureGrid(page: Page, statusHeader: string | null) {
  return page
    .locator('.ant-table')
    .first()
    .evaluate((table, statusTitle) => {
      /** Lines a node's text takes: rects of its text nodes grouped by their top. */
      const linesOf = (node: Element) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        tops.sort((a, b) => a - b);
        let lines = 0;
        let start = -Infinity;
        for (const top of tops) {
          if (top - start > 10) {
            lines += 1;
            start = top;
          }
        }
        return lines;
      };
      const headers = [...table.querySelectorAll('thead th')].map((th) => ({
        text: th.textContent.trim(),
        lines: linesOf(th),
      }));
      const statusIndex = statusTitle ? headers.findIndex((header) => header.text === statusTitle) : -1;
      const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
      const cells = rows.flatMap((row) =>
        [...row.querySelectorAll('td')].map((td) => ({
          text: td.innerText.trim(),
          lines: linesOf(td),
        })),
      );
      const covered: string[] = [];
      let statusTags = 0;
      if (statusIndex >= 0) {
        for (const row of rows) {
          const tag = row.querySelectorAll('td')[statusIndex]?.querySelector<HTMLElement>('.ant-tag');
          if (!tag) continue;
          statusTags += 1;
          tag.scrollIntoView({ block: 'center', inline: 'nearest' });
          const box = tag.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !tag.contains(hit)) covered.push(tag.textContent);
        }
      }
      return { headers, cells, statusIndex, statusTags, rows: rows.length, covered };
    }, statusHeader);
}

for (const language of ['cn', 'en', 'kr'] as const) {
  test(`in ${language}, every list reads well at 1366×800`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, language);
    await signInAndWait(page, 'admin');

    for (const list of lists) {
      await test.step(list.name, async () => {
        const answered = page.waitForResponse((r) => r.url().endsWith(`/api${list.call}`), {
          timeout: 20_000,
        });
        await page.goto(`${base}${list.route}`);
        const answer: unknown = await (await answered).json();
        const rows = page.locator('.ant-table').first().locator('tbody tr.ant-table-row');
        // The exception log of a fresh database may be empty: then its headers are checked alone.
        const total = z.object({ data: z.object({ total: z.number() }) }).parse(answer).data.total;
        if (total > 0 || list.status) await expect(rows.first(), `${list.name}: rows`).toBeVisible();
        else await expect(page.locator('.ant-table thead th').first()).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${language}-${list.name}.png`) });

        // Reset and Search side by side, on one line.
        const buttons = page.locator('main form').first().getByRole('button');
        const tops = await buttons.evaluateAll((found) =>
          found.slice(0, 2).map((button) => Math.round(button.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${list.name}: search buttons on one line`).toBe(1);

        const grid = await measureGrid(
          page,
          list.status ? (list.statusHeader ?? statusWord)[language] : null,
        );
        for (const header of grid.headers)
          expect(header.lines, `${list.name}: header "${header.text}" on one line`).toBeLessThanOrEqual(1);
        for (const cell of grid.cells)
          expect(cell.lines, `${list.name}: cell "${cell.text}" in at most two lines`).toBeLessThanOrEqual(2);
        if (list.status) {
          expect(grid.statusIndex, `${list.name}: a status column`).toBeGreaterThanOrEqual(0);
          expect(grid.statusTags, `${list.name}: status tags`).toBe(grid.rows);
          expect(grid.covered, `${list.name}: status tags covered`).toEqual([]);
        }
        for (const cell of grid.cells) {
          // A date stands alone or with its time after a space, to the second (the spec's
          // YYYY-MM-DD HH:mm:ss): never glued, never cut to the minute.
          expect(cell.text, `${list.name}: date in "${cell.text}"`).not.toMatch(/\d{4}-\d{2}-\d{2}(?:\d|T)/);
          expect(cell.text, `${list.name}: time in "${cell.text}"`).not.toMatch(
            /(?<![\d:])\d{2}:\d{2}(?!:\d{2})(?!\d)/,
          );
        }

        if (language !== 'cn') {
          const names = [...onlyChineseNames(answer, language)].sort((a, b) => b.length - a.length);
          let text = await page.locator('body').innerText();
          for (const name of names) text = text.replaceAll(name, '');
          const left = text.split('\n').filter((line) => chinese.test(line));
          expect(left, `${list.name}: Chinese outside names only in Chinese`).toEqual([]);
        }
      });
    }
  });
}

test('Back after filtering and paging a list restores the filter and the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/business/order`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // Filter: closed orders (35 of the demo book, more than a page).
  const status = page.getByRole('combobox', { name: '상태', exact: true });
  await status.click();
  await page.getByTitle('종료됨', { exact: true }).filter({ visible: true }).click();
  await page.getByRole('button', { name: /^조\s?회$/ }).click();
  await expect(page).toHaveURL(/[?&]status=closed/);
  await expect(rows.first()).toContainText('종료됨');

  // Page 2.
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]pageNum=2/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  // Back: page 1 of the closed orders.
  await page.goBack();
  await expect(page).not.toHaveURL(/pageNum=2/);
  await expect(page).toHaveURL(/[?&]status=closed/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(page.locator('.ant-select').filter({ has: status })).toContainText('종료됨');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('종료됨');

  // Back again: the list as first opened, the filter empty.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.locator('.ant-select').filter({ has: status })).not.toContainText('종료됨');
});
