/**
 * The fonts of the PDFs the server renders (quotations, training certificates), shipped by npm packages so Chinese and Korean render on any machine
 * without system fonts: Noto Sans SC (simplified Chinese, Latin) and Noto Sans KR (Hangul, Hanja, Latin),
 * regular and bold. Their files stay in node_modules and are found at run time through module resolution,
 * from the TypeScript sources and from the bundled dist/server.js alike. The PDF embeds only the glyphs it
 * uses (a subset), so a document stays small although each font file is several megabytes.
 *
 * Neither font covers every character a name may hold (Noto Sans SC has no Hangul, Noto Sans KR lacks many
 * simplified Han characters), so a text is cut into runs, each in the first font that has its characters:
 * the reader's font first (kr: KR; cn and en: SC), then the other (`inFonts`).
 */
import { createRequire } from 'node:module';
import type { Language } from '@portal/contract';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export const fontFamilies = { sc: 'NotoSansSC', kr: 'NotoSansKR' } as const;
type FontFamily = (typeof fontFamilies)[keyof typeof fontFamilies];

const fontFiles: Record<FontFamily, { normal: string; bold: string }> = {
  NotoSansSC: {
    normal: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  NotoSansKR: {
    normal: require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  },
};

/** The font dictionary pdfmake takes: family → file per style (no italics in the documents). */
export const pdfFonts = {
  NotoSansSC: {
    ...fontFiles.NotoSansSC,
    italics: fontFiles.NotoSansSC.normal,
    bolditalics: fontFiles.NotoSansSC.bold,
  },
  NotoSansKR: {
    ...fontFiles.NotoSansKR,
    italics: fontFiles.NotoSansKR.normal,
    bolditalics: fontFiles.NotoSansKR.bold,
  },
};

/** Whether a path is one of the font files (the only local files a PDF may read). */
export function isFontFile(path: string): boolean {
  return Object.values(fontFiles).some((files) => files.normal === path || files.bold === path);
}

/** The font a document's text starts in. */
export function leadingFont(language: Language): FontFamily {
  return language === 'kr' ? fontFamilies.kr : fontFamilies.sc;
}

/** Which code points each family covers (the regular file's character map; bold has the same). */
const coverage = new Map<FontFamily, (codePoint: number) => boolean>();

function covers(family: FontFamily, codePoint: number): boolean {
  let test = coverage.get(family);
  if (!test) {
    const font = fontkit.openSync(fontFiles[family].normal);
    // A .ttf file holds one font, never a collection.
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${family} is a font collection`);
    test = (point) => font.hasGlyphForCodePoint(point);
    coverage.set(family, test);
  }
  return test(codePoint);
}

/** A piece of text in one font, as pdfmake's inline text takes it. */
export interface TextRun {
  text: string;
  font: FontFamily;
}

const ascii = /^\p{ASCII}*$/u;

/**
 * `text` (in Unicode NFC) in the fonts that can draw it: the plain string when the document's leading font
 * is the one (the usual case), else runs, each character in the leading font when it has it, else in the
 * other. ASCII (digits, codes, amounts) has the same glyphs in both; it joins the run it stands in, and a
 * text of ASCII only is set in Noto Sans SC, whose shaping costs a third of Noto Sans KR's (its composition
 * lookups are far larger): on a Korean quotation of 200 lines this halves the time of the render.
 */
export function inFonts(text: string, language: Language): string | TextRun[] {
  const lead = leadingFont(language);
  const other = lead === fontFamilies.sc ? fontFamilies.kr : fontFamilies.sc;
  const normal = text.normalize('NFC');
  if (ascii.test(normal))
    return lead === fontFamilies.sc ? normal : [{ text: normal, font: fontFamilies.sc }];
  const runs: TextRun[] = [];
  for (const character of normal) {
    const point = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const font =
      point < 0x80 ? (last?.font ?? lead) : covers(lead, point) || !covers(other, point) ? lead : other;
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  const only = runs[0];
  if (runs.length === 1 && only?.font === lead) return only.text;
  return runs;
}
