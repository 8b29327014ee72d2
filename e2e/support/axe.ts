/**
 * Accessibility check: axe-core's WCAG 2.0/2.1 level A and AA rules on the page as it shows now. Serious
 * and critical violations fail the test (softly, so one run lists every page that fails); minor and
 * moderate ones are left to review.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the page has stopped loading: no request running, no spinner or skeleton in sight. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true }),
  ).toHaveCount(0);
  // Ant Design's motions (menus, tags, page fade-in) end within 0.3 s: let colours reach their final value.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Runs axe on the page and expects no serious or critical violation; `where` names the page in the report. */
export async function expectAccessible(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = blocking.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    count: v.nodes.length,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`),
  }));
  expect.soft(described, `serious or critical WCAG 2.1 A/AA violations on ${where}`).toEqual([]);
}
