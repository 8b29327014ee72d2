import { describe, expect, it } from 'vitest';
import { cellPadding, columnWidth, estimateTextWidth, headerWidth, kindStyles } from './column-width';

const font = { family: 'sans-serif', size: 14, strongWeight: 600 };

describe('column widths', () => {
  it('counts a wide (Chinese, Korean) character as one em and a Latin one as about half', () => {
    expect(estimateTextWidth('회사 코드', 14)).toBeGreaterThanOrEqual(4 * 14);
    expect(estimateTextWidth('创建时间', 14)).toBe(56);
    expect(estimateTextWidth('Code', 14)).toBeLessThan(56);
  });

  it('never makes a column narrower than its header on one line, with the sort icon when sortable', () => {
    const title = '보고 생성 일시 (현지 시간)';
    const width = columnWidth({ kind: 'count', title, sortable: true }, font);
    expect(width).toBeGreaterThanOrEqual(estimateTextWidth(title, 14, true) + cellPadding);
    expect(width).toBe(headerWidth(title, font, true));
    expect(headerWidth(title, font, true)).toBeGreaterThan(headerWidth(title, font, false));
  });

  it("sizes a column to its widest sample and to its kind's least width", () => {
    expect(columnWidth({ kind: 'count', title: 'N', sortable: false }, font)).toBe(kindStyles.count.width);
    const samples = ['Short', '승인 대기 중인 보고서 상태'];
    expect(columnWidth({ kind: 'status', title: 'S', sortable: false, samples }, font)).toBeGreaterThan(
      estimateTextWidth(samples[1]!, 14) + cellPadding,
    );
    // A date-time fits 'YYYY-MM-DD HH:mm:ss' on one line.
    expect(columnWidth({ kind: 'date-time', title: 'At', sortable: false }, font)).toBeGreaterThanOrEqual(
      estimateTextWidth('2026-12-31 23:59:59', 14) + cellPadding,
    );
  });
});
