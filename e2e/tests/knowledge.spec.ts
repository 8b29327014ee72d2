import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { savePolicyBodySchema, saveQaBodySchema } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';

const run = Date.now().toString(36).toUpperCase();
const published = `E2E 정책 ${run}`;
const draft = `E2E 초안 ${run}`;
const question = `E2E 질문 ${run}: 레이저 절단기의 보호 렌즈는?`;
const draftQuestion = `E2E 초안 질문 ${run}`;
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const drawer = (page: Page) => page.getByRole('dialog').filter({ visible: true }).last();
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function createPolicy(page: Page, title: string, withFile: boolean) {
  await page.getByRole('button', { name: '신규', exact: true }).click();
  const form = drawer(page);
  await form.getByLabel('제목', { exact: true }).fill(title);
  await form.getByLabel('내용', { exact: true }).fill(`${title}\n<b>파트너 공지</b> 본문`);
  const from = form.getByLabel('시행일', { exact: true });
  await from.click();
  await from.fill(yesterday);
  await from.press('Enter');
  if (withFile) {
    await form.locator('input[type=file]').setInputFiles({
      name: `policy-${run}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Terms of ${title}`),
    });
    // A link once the upload has finished (a plain name while it runs).
    await expect(form.getByRole('link', { name: `policy-${run}.txt` })).toBeVisible();
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/policy/save-policy'));
  await page.getByRole('button', { name: '저장', exact: true }).click();
  expect(savePolicyBodySchema.parse((await saved).request().postDataJSON()).title).toBe(title);
  // The notice of an earlier save may still show: the newest one is this save's.
  await expect(page.getByText('정책이 저장되었습니다').last()).toBeVisible();
}

async function createQa(page: Page, text: string) {
  await page.getByRole('button', { name: '신규', exact: true }).click();
  const form = drawer(page);
  await form.getByLabel('질문', { exact: true }).fill(text);
  await form.getByLabel('답변', { exact: true }).fill(`2주마다 점검하세요.\n<i>손상</i> 시 즉시 교체`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/qa/save-qa'));
  await page.getByRole('button', { name: '저장', exact: true }).click();
  expect(saveQaBodySchema.parse((await saved).request().postDataJSON()).question).toBe(text);
  await expect(page.getByText('Q&A가 저장되었습니다').last()).toBeVisible();
}

test.describe.serial('policies and QA', () => {
  test('in Korean, staff publish a policy with an attachment and a QA entry, and keep drafts of both', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'channel');
    await page.goto(`${base}/business/policy`);

    await createPolicy(page, published, true);
    await createPolicy(page, draft, false);
    await searchList(page, '검색어', `E2E`);
    await expect(row(page, published)).toContainText('임시 저장');
    await row(page, published).getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.getByText(/^정책이 게시되었습니다/)).toBeVisible();
    await expect(row(page, published)).toContainText('게시됨');
    await expect(row(page, published)).toContainText('시행 중');
    await expect(row(page, draft)).toContainText('임시 저장');

    await page.goto(`${base}/business/QaManage`);
    await createQa(page, question);
    await createQa(page, draftQuestion);
    await searchList(page, '검색어', run);
    await expect(row(page, question)).toContainText('임시 저장');
    await row(page, question).getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.getByText(/^Q&A가 게시되었습니다/)).toBeVisible();
    await expect(row(page, question)).toContainText('게시됨');
  });

  test('in Korean, a partner reads the published policy, its attachment and the QA answer, and never the drafts', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/business/policy`);
    await searchList(page, '검색어', run);
    await expect(row(page, published)).toBeVisible();
    await expect(row(page, draft)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '신규', exact: true })).toHaveCount(0);

    await page.getByText(published, { exact: true }).click();
    const reader = drawer(page);
    await expect(reader.getByText('버전 1', { exact: true })).toBeVisible();
    await expect(reader.getByTestId('plain-text')).toContainText('<b>파트너 공지</b> 본문');
    const downloaded = page.waitForEvent('download');
    await reader.getByRole('button', { name: `policy-${run}.txt` }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`policy-${run}.txt`);
    await page.keyboard.press('Escape');

    await page.goto(`${base}/business/QaManage`);
    await searchList(page, '검색어', run);
    await expect(row(page, question)).toBeVisible();
    await expect(row(page, draftQuestion)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '신규', exact: true })).toHaveCount(0);
    await page.getByText(question, { exact: true }).click();
    await expect(page.getByTestId('plain-text')).toContainText('<i>손상</i> 시 즉시 교체');
  });
});
