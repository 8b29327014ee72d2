import { expect, test } from '@playwright/test';
import { tokenPairSchema } from '@portal/contract';
import { dataOf } from '../support/api';
import { base, pageTitle, searchList, setLanguage, signInAndWait } from '../support/app';

// Security promise 9 (docs/security.md): script payloads are stored as typed and shown as text; none runs.
test('the exception-log viewer shows stored script payloads as text, in Korean', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login/login', {
    data: { username: 'admin', password: 'Portal@2026' },
  });
  const { token } = await dataOf(login, tokenPairSchema);
  const marker = `xss-${Date.now()}`;
  const payloads = [
    `<script>window.__xss=1</script>${marker}`,
    `<img src=x onerror="window.__xss=2">${marker}`,
  ];
  for (const payload of payloads) {
    const saved = await request.post('/api/exceptionLog/save', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        className: payload,
        method: 'GET',
        errorCode: '500',
        errorParam: payload,
        errorTrace: { href: payload },
      },
    });
    expect((await saved.json()).code).toBe(0);
  }

  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/system/exception-log`);
  await expect(pageTitle(page)).toHaveText('예외 로그');
  await searchList(page, '검색어', marker);
  await expect(page.getByText(payloads[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(payloads[1]!, { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /expand|펼치기|행 확장/i })
    .first()
    .click();
  await expect(page.getByText(new RegExp(`onerror=.*${marker}`)).first()).toBeVisible();
  expect(await page.evaluate(() => ('__xss' in window ? window.__xss : undefined))).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
