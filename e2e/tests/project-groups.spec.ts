import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { installedEquipmentSchema, ticketInfoSchema } from '@portal/contract';
import { z } from 'zod';
import { dataOf } from '../support/api';
import { base, password, setLanguage, signInAndWait } from '../support/app';

/**
 * Issue 23 §5: in Chinese, service staff create a project group on a ticket of Demo Partner B with two
 * members (the partner's admin and the administrator) and post in its thread; in Korean, the partner member
 * reads the thread and answers.
 */

/** A new ticket of Demo Partner B (raised through the API by its admin), so the group is this run's. */
async function raiseTicket(request: APIRequestContext, title: string) {
  const login = await request.post('/api/login/login', {
    data: { username: 'partner.b', password, loginType: 'partner' },
  });
  const token: string = (await login.json()).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const [kit] = await dataOf(
    await request.post('/api/ticket/list-installed-equipment', { headers, data: { limit: 1 } }),
    z.array(installedEquipmentSchema),
  );
  if (!kit) throw new Error('Demo Partner B has no installed equipment');
  return dataOf(
    await request.post('/api/ticket/save-ticket', {
      headers,
      data: { title, type: 'repair', priority: 'high', equipmentId: kit.id },
    }),
    ticketInfoSchema,
  );
}

test('in Chinese, service staff create a project group with two members and post; the Korean partner member reads it', async ({
  browser,
  page,
  request,
}) => {
  const ticket = await raiseTicket(request, `냉각수 누수 ${Date.now()}`);
  const question = `请确认冷却液泄漏位置 ${Date.now()}`;

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'service');
  await page.goto(`${base}/tickets/detail?id=${ticket.id}`);
  const card = page.getByTestId('project-group');
  await expect(card).toContainText('该记录尚无项目群组');
  await card.getByRole('button', { name: '新建项目群组' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('群组名称')).toHaveValue(`${ticket.ticketNo} 项目群组`);
  // One member is not enough: the rule of two besides the creator is shown at the field.
  const members = dialog.getByLabel('成员', { exact: true });
  const pick = async (typed: string, option: string) => {
    await members.click();
    await members.pressSequentially(typed);
    await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
    // The list stays open for more picks: a click on the name field closes it.
    await dialog.getByLabel('群组名称').click();
    await expect(page.locator('.ant-select-item-option:visible')).toHaveCount(0);
  };
  await pick('Ben', 'Ben Partner');
  await dialog.getByRole('button', { name: '新建项目群组' }).click();
  await expect(dialog).toContainText('群组除您之外至少需要 2 名成员');
  await pick('Ada', 'Ada Admin (内部员工)');
  await dialog.getByRole('button', { name: '新建项目群组' }).click();
  await expect(dialog).toBeHidden();

  await expect(card).toContainText(`项目群组 · ${ticket.ticketNo} 项目群组`);
  const shown = card.getByTestId('project-group-members');
  await expect(shown).toContainText('Seo Service (内部员工)');
  await expect(shown).toContainText('Ben Partner');
  await expect(shown).toContainText('Ada Admin (内部员工)');
  await expect(card).toContainText('暂无消息');
  await card.getByLabel('请输入消息').fill(question);
  await card.getByRole('button', { name: '发送' }).click();
  await expect(card.getByTestId('project-group-thread')).toContainText(question);

  // The Korean partner member reads the thread on the ticket and answers.
  const partner = await browser.newPage();
  await partner.setViewportSize({ width: 1366, height: 800 });
  await partner.goto(`${base}/partner-login`);
  await setLanguage(partner, 'kr');
  await signInAndWait(partner, 'partner.b', { partner: true });
  await partner.goto(`${base}/tickets/detail?id=${ticket.id}`);
  const seen = partner.getByTestId('project-group');
  await expect(seen).toContainText('프로젝트 그룹');
  const thread = seen.getByTestId('project-group-thread');
  await expect(thread).toContainText(question);
  await expect(thread).toContainText('Seo Service');
  // A member who is not the creator changes no member.
  await expect(seen.getByRole('button', { name: '구성원 추가' })).toHaveCount(0);
  const answer = '누수 위치는 냉각 펌프 연결부입니다.';
  await seen.getByLabel('메시지를 입력하세요').fill(answer);
  await seen.getByRole('button', { name: '전송' }).click();
  await expect(thread).toContainText(answer);
  await partner.close();

  // The staff member sees the answer after the page reads the thread again.
  await page.reload();
  await expect(page.getByTestId('project-group-thread')).toContainText(answer);
});
