import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { installedEquipmentSchema } from '@portal/contract';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { dataOf } from '../support/api';
import { base, password, searchList, setLanguage, signInAndWait } from '../support/app';

/**
 * Issue 23: in Chinese, service staff download the ticket import template, fill it with two tickets of which
 * one names a serial number no equipment has: the file is refused with that row's error and nothing is
 * saved; with the row fixed, both tickets are imported and listed.
 */

let dir: string;
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tickets-import-e2e-'));
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('in Chinese, service staff import tickets from the template: a bad row is refused, the fixed file imports', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  const login = await request.post('/api/login/login', {
    data: { username: 'service', password },
  });
  const token: string = (await login.json()).data.token;
  const equipment = await dataOf(
    await request.post('/api/ticket/list-installed-equipment', {
      headers: { authorization: `Bearer ${token}` },
      data: { limit: 2 },
    }),
    z.array(installedEquipmentSchema),
  );
  if (equipment.length < 2) throw new Error('The demo register holds fewer than two machines');

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'service');
  await page.goto(`${base}/tickets`);

  // The template, in Chinese.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('工单导入模板.xlsx');
  const template = path.join(dir, 'template.xlsx');
  await download.saveAs(template);

  /** The template with two tickets on its first sheet; the second's serial as given. */
  const filled = async (secondSerial: string, name: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(template);
    const sheet = book.worksheets[0]!;
    const headers: string[] = [];
    sheet.getRow(1).eachCell((cell) => headers.push(cell.text));
    expect(headers).toEqual(['序列号 *', '类型 *', '优先级 *', '标题 *', '描述']);
    sheet.addRow([equipment[0]!.serialNo, '维修', '高', `导入工单一 ${run}`, '重启后主轴报警']);
    sheet.addRow([secondSerial, 'maintenance', 'normal', `导入工单二 ${run}`, null]);
    const file = path.join(dir, name);
    await book.xlsx.writeFile(file);
    return file;
  };

  // One bad row: the dialog names its row and column; nothing was saved.
  await page
    .getByTestId('ticket-import-input')
    .setInputFiles(await filled(`NO-SUCH-${run}`, '工单导入.xlsx'));
  const refusal = page.getByRole('dialog', { name: '文件未导入' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('请修改以下行后重新导入。本次未导入任何数据。');
  const errorRow = refusal.getByRole('row').filter({ hasText: `NO-SUCH-${run}` });
  await expect(errorRow).toContainText('3');
  await expect(errorRow).toContainText('序列号 *');
  await expect(errorRow).toContainText(`没有序列号为 NO-SUCH-${run} 的已安装设备`);
  await refusal.getByRole('button', { name: /确\s?定|确认/ }).click();
  await expect(refusal).toHaveCount(0);
  await searchList(page, '关键字', run);
  await expect(page.locator('.ant-table-tbody .ant-empty')).toBeVisible();

  // Fixed: both tickets are raised and the list (still searched for them) shows them, new, with their priorities.
  await page
    .getByTestId('ticket-import-input')
    .setInputFiles(await filled(equipment[1]!.serialNo, '工单导入-修正.xlsx'));
  await expect(page.getByText('已导入 2 个工单')).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: `导入工单一 ${run}` });
  const second = page.getByRole('row').filter({ hasText: `导入工单二 ${run}` });
  await expect(first).toContainText('待受理');
  await expect(first).toContainText('高');
  await expect(second).toContainText('普通');
});
