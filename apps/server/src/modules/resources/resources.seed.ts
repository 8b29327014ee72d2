/**
 * The demo library: 35 resources on both shelves (see resources.seed-data.ts), each with a small PDF
 * generated here with pdfmake (the standard Helvetica font: nothing to embed), and the tutorials with the
 * committed 6-second WebM (resources.demo-video.ts). The files go to the server's object store.
 */
import { createRequire } from 'node:module';
import { resourceCategoryShelf } from '@portal/contract';
import pdfmake from 'pdfmake';
import type { DemoSeedContext } from '../../core/demo-seed';
import type { Tx } from '../../db/database';
import { keepGeneratedFile } from '../files';
import { insertResource } from './resources.repository';
import { demoVideoBase64 } from './resources.demo-video';
import type { DemoResource } from './resources.seed-data';
import { demoResources } from './resources.seed-data';

const require = createRequire(import.meta.url);

/**
 * pdfmake keeps one font dictionary for the process: the quotations' Noto fonts stay in it (the same
 * files, allowed by the same policy) beside the standard Helvetica the demo PDFs use.
 */
const notoFiles = {
  NotoSansSC: {
    normal: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  NotoSansKR: {
    normal: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  },
};
const standard = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];

function configurePdfmake(): void {
  const noto = (f: { normal: string; bold: string }) => ({ ...f, italics: f.normal, bolditalics: f.bold });
  pdfmake.setFonts({
    NotoSansSC: noto(notoFiles.NotoSansSC),
    NotoSansKR: noto(notoFiles.NotoSansKR),
    Helvetica: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
  });
  const allowed = new Set([...Object.values(notoFiles).flatMap((f) => [f.normal, f.bold]), ...standard]);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => allowed.has(path));
}

/** A two-page PDF about the item (English text; the portal shows its names in every language). */
export function demoPdf(item: DemoResource, index: number): Promise<Buffer> {
  const [, en] = item.names;
  return pdfmake
    .createPdf({
      info: { title: en, creator: 'Partner Portal demo data' },
      defaultStyle: { font: 'Helvetica', fontSize: 11 },
      content: [
        { text: en, fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
        {
          text: `Product line: ${item.productLineCode ?? '--'}    Category: ${item.category}`,
          margin: [0, 0, 0, 8],
        },
        {
          text:
            'This is a generated document of the demo resource library. It stands for the real material a ' +
            'partner would download: specifications, procedures and selling points.',
          margin: [0, 0, 0, 8],
        },
        { ul: ['Overview', 'Key figures', 'Safety notes', 'Contacts'].map((s) => `${s} (${index + 1})`) },
        { text: 'Page 2: details', pageBreak: 'before', fontSize: 16, bold: true },
        { text: 'Details follow in the full version of this document.' },
      ],
    })
    .getBuffer();
}

export async function seedDemoResources(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  configurePdfmake();
  const admin = ctx.userIds.get('admin');
  if (admin === undefined) throw new Error('the demo resources need the demo administrator');
  const video = Buffer.from(demoVideoBase64, 'base64');
  let index = 0;
  for (const item of demoResources) {
    const [nameCn, nameEn, nameKr] = item.names;
    const fileId = item.video
      ? await keepGeneratedFile(tx, ctx.fileStore, {
          name: `${nameEn}.webm`,
          ext: 'WEBM',
          content: video,
          purpose: 'resource',
          uploadedBy: admin,
        })
      : await keepGeneratedFile(tx, ctx.fileStore, {
          name: `${nameEn}.pdf`,
          ext: 'PDF',
          content: await demoPdf(item, index),
          purpose: 'resource',
          uploadedBy: admin,
        });
    await insertResource(tx, {
      shelf: resourceCategoryShelf[item.category],
      category: item.category,
      productLineCode: item.productLineCode,
      nameCn,
      nameEn,
      nameKr,
      descriptionCn: `${nameCn}（演示资料）`,
      descriptionEn: `${nameEn} (demo material)`,
      descriptionKr: `${nameKr}(데모 자료)`,
      languages: item.languages,
      kind: item.video ? 'video' : 'document',
      fileId,
      audienceCompanyTypes: item.types ?? [],
      audienceTiers: item.tiers ?? [],
      updatedBy: admin,
    });
    index++;
  }
}
