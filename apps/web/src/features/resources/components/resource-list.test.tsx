import type { Resource } from '@portal/contract';
import { permissions, resourcesEndpoints, resourceShelfEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../lib/app-state';
import { upload } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import { adminUser, partnerAdminUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { ResourceList } from './resource-list';

const ep = resourceShelfEndpoints.resource;
const resource = (overrides: Partial<Resource> = {}): Resource => ({
  id: 1,
  shelf: 'resource',
  category: 'brochure',
  productLineCode: 'CNC',
  nameCn: '数控机床产品手册',
  nameEn: 'CNC machine brochure',
  nameKr: 'CNC 장비 브로슈어',
  descriptionCn: null,
  descriptionEn: null,
  descriptionKr: null,
  languages: ['cn', 'en'],
  kind: 'document',
  fileId: '3f1c2a4e-7b8d-4c1e-9a2b-5d6e7f809a1b',
  fileName: 'brochure.pdf',
  fileExt: 'PDF',
  fileSize: 2048,
  version: 1,
  audienceCompanyTypes: [],
  audienceTiers: [],
  downloadCount: 3,
  updatedAt: '2030-01-01T00:00:00.000Z',
  rowVersion: 1,
  ...overrides,
});
/** The row of a resource, once the page has answered (before, the table shows its empty row). */
const rowOf = async (name: string) =>
  htmlElement((await screen.findByText(name, {}, patience)).closest('tr'));
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** The reader's language as the app switches it: the catalogue and the names of records. */
async function readIn(language: 'cn' | 'en' | 'kr') {
  await act(async () => {
    appStore.set({ language });
    await i18n.changeLanguage(language);
  });
}

afterEach(async () => {
  resetStores();
  await i18n.changeLanguage('en');
});

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('ResourceList', { timeout: 60_000 }, () => {
  it("names each resource in the reader's language, with its category and product line", async () => {
    signInAs(partnerAdminUser);
    mockApi({
      [ep.page.path]: () => pageOf([resource(), resource({ id: 2, nameKr: '', category: 'datasheet' })]),
    });
    await readIn('kr');
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource' });
    expect(within(await rowOf('CNC 장비 브로슈어')).getByText('제품 브로슈어')).toBeInTheDocument();
    // No Korean name: English, as everywhere else.
    expect(within(await rowOf('CNC machine brochure')).getByText('기술 사양서')).toBeInTheDocument();
    expect(screen.queryByText('数控机床产品手册')).toBeNull();
  });

  it('sends the product line of the URL, shows it in the search form, and filters by a chosen category', async () => {
    signInAs(partnerAdminUser);
    const user = userEvent.setup();
    const api = mockApi({ [ep.page.path]: () => pageOf([resource()]) });
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource?productLineCode=ROBOT' });
    await rowOf('CNC machine brochure');
    expect(callsTo(api, ep.page.path)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      productLineCode: 'ROBOT',
    });
    const line = htmlElement(screen.getByRole('combobox', { name: 'Product line' }).closest('.ant-select'));
    expect(within(line).getByText('Industrial robots')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Case study', {}, patience));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(
      () =>
        expect(callsTo(api, ep.page.path).at(-1)?.body).toEqual({
          pageNum: 1,
          pageSize: 20,
          productLineCode: 'ROBOT',
          category: 'caseStudy',
        }),
      patience,
    );
  });

  it('offers a partner the download of what the server listed, and no editing without resource.edit', async () => {
    signInAs(partnerAdminUser);
    mockApi({ [ep.page.path]: () => pageOf([resource()]) });
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource' });
    expect(buttonsOf(await rowOf('CNC machine brochure'))).toEqual(['Open', 'Download']);
    expect(screen.queryByRole('button', { name: 'New resource' })).toBeNull();
  });

  it('offers editing and a new resource when the sign-in grants resource.edit', async () => {
    signInAs(adminUser, [permissions.resourceEdit]);
    mockApi({ [ep.page.path]: () => pageOf([resource()]) });
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource' });
    expect(buttonsOf(await rowOf('CNC machine brochure'))).toEqual(['Open', 'Edit', 'Download']);
    expect(screen.getByRole('button', { name: /New resource/ })).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    signInAs(partnerAdminUser);
    mockApi({ [ep.page.path]: () => pageOf([]) });
    await readIn('cn');
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource' });
    await screen.findByText('暂无数据', {}, patience);
    expect(screen.queryAllByRole('button', { name: '下载' })).toHaveLength(0);
  });

  it('refuses an empty upload form with messages in Korean and sends nothing', async () => {
    signInAs(adminUser, [permissions.resourceEdit]);
    const user = userEvent.setup();
    const api = mockApi({ [ep.page.path]: () => pageOf([]) });
    await readIn('kr');
    renderApp(<ResourceList shelf="resource" />, { route: '/empower/resource' });
    await user.click(await screen.findByRole('button', { name: /새 자료/ }, patience));
    const drawer = await screen.findByRole('dialog', {}, patience);
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    expect(
      await within(drawer).findByText('자료실용으로 올린 파일을 선택하세요', {}, patience),
    ).toBeInTheDocument();
    for (const name of ['이름(중국어)', '이름(영어)', '이름(한국어)'])
      expect(within(drawer).getByText(`${name}을(를) 입력하세요`)).toBeInTheDocument();
    expect(callsTo(api, resourcesEndpoints.save.path)).toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
  });
});
