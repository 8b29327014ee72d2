/**
 * Column widths from content and language: a column is never narrower than its translated header (measured
 * with the table's font), nor than what its kind of content needs (a date-time, an amount, a status tag).
 */

/** What a column shows; it decides the column's width, alignment and wrapping. */
export type ContentKind =
  'text' | 'name' | 'code' | 'amount' | 'date' | 'date-time' | 'status' | 'tag' | 'count';

interface KindStyle {
  /** Least width in px (cell padding included). */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** One line, cut with an ellipsis, whole text on hover. */
  ellipsis: boolean;
  /** One line, never wrapped (sized to its content instead). */
  nowrap: boolean;
  /** A text standing for the widest content of the kind, measured in the body font. */
  sample?: string;
  /** Room around a measured sample inside the cell (a tag's padding and border, a currency). */
  chrome?: number;
}

export const kindStyles: Record<ContentKind, KindStyle> = {
  text: { width: 160, ellipsis: true, nowrap: false },
  name: { width: 200, ellipsis: true, nowrap: false },
  code: { width: 120, ellipsis: false, nowrap: true, sample: 'XX20261231000000', chrome: 0 },
  amount: {
    width: 140,
    align: 'right',
    ellipsis: false,
    nowrap: true,
    sample: 'CNY 99,999,999.00',
    chrome: 0,
  },
  date: { width: 100, ellipsis: false, nowrap: true, sample: '2026-12-31', chrome: 0 },
  'date-time': { width: 150, ellipsis: false, nowrap: true, sample: '2026-12-31 23:59:59', chrome: 0 },
  // A status or tag column may hold two tags; they wrap to a second line rather than widen the table.
  status: { width: 96, ellipsis: false, nowrap: false, chrome: 18 },
  tag: { width: 88, ellipsis: false, nowrap: false, chrome: 18 },
  count: { width: 72, align: 'right', ellipsis: false, nowrap: true },
};

/** The font of the table (antd's tokens): family and size; headers are drawn in the strong weight. */
export interface TableFont {
  family: string;
  size: number;
  strongWeight: number;
}

/** Horizontal padding of a small table's cell (both sides) and the room of a sort icon. */
export const cellPadding = 16;
export const sorterRoom = 22;
/** Rounding and sub-pixel differences between canvas and layout. */
const slack = 4;

/** East Asian wide characters (Hangul, CJK, kana, full-width forms) take about one em. */
const wide = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/;

/** An estimate of a text's width where no canvas is available (jsdom): one em per wide character. */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let width = 0;
  for (const char of text) width += wide.test(char) ? fontSize : fontSize * (bold ? 0.62 : 0.58);
  return Math.ceil(width);
}

let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  // jsdom has no canvas (and says so on the console): estimate there instead.
  const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');
  context =
    isJsdom || typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return context;
}

/** A text's width in px in the given font, measured on a canvas (estimated without one). */
export function measureText(text: string, font: TableFont, bold = false): number {
  const canvas = canvasContext();
  if (!canvas) return estimateTextWidth(text, font.size, bold);
  canvas.font = `${bold ? font.strongWeight : 400} ${font.size}px ${font.family}`;
  return Math.ceil(canvas.measureText(text).width);
}

/** The least width of a header: its text on one line, the cell padding and the sort icon. */
export function headerWidth(title: string, font: TableFont, sortable: boolean): number {
  return measureText(title, font, true) + cellPadding + (sortable ? sorterRoom : 0) + slack;
}

export interface WidthInput {
  kind: ContentKind;
  /** The translated header. */
  title: string;
  sortable: boolean;
  /** Translated texts the cells may show (e.g. every status label): the column fits the widest. */
  samples?: readonly string[];
  /** A least width given by the list (wins over the kind's when larger). */
  width?: number;
}

/** A column's width: the largest of its kind's, its header's and its widest sample's. */
export function columnWidth(input: WidthInput, font: TableFont): number {
  const style = kindStyles[input.kind];
  const samples = [...(input.samples ?? []), ...(style.sample ? [style.sample] : [])];
  const content = samples.reduce(
    (widest, sample) =>
      Math.max(widest, measureText(sample, font) + (style.chrome ?? 0) + cellPadding + slack),
    0,
  );
  return Math.max(style.width, input.width ?? 0, headerWidth(input.title, font, input.sortable), content);
}
