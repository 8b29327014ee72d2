import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../core/endpoint';
import { describeIssues, parseWithIssues } from '../core/issues';
import { endpoints } from '../index';

const all = Object.values(endpoints).flatMap((group): Endpoint[] => Object.values(group));
/** A list's export: a POST answering a file (the GET downloads answer one stored file). */
const exports = all.filter((e) => e.download && e.method === 'POST');

describe('list exports (defineListExport)', () => {
  it('finds the exports of the contract', () => {
    expect(exports.length).toBeGreaterThanOrEqual(12);
  });

  it.each(exports.map((e) => [e.path, e] as const))(
    '%s names its columns and its body chooses among them',
    (_path, e) => {
      const known = e.exportColumns ?? [];
      expect(known.length).toBeGreaterThan(0);
      expect(new Set(known).size).toBe(known.length);
      expect(e.body).toBeDefined();
      const body = e.body!;
      expect(parseWithIssues(body, { columns: [...known] }).success).toBe(true);
      expect(parseWithIssues(body, { columns: [...known].reverse().slice(0, 2) }).success).toBe(true);
      expect(parseWithIssues(body, {}).success).toBe(true);
      for (const columns of [[], [known[0], known[0]], 'x'])
        expect(parseWithIssues(body, { columns }).success).toBe(false);

      const unknown = parseWithIssues(body, { columns: [known[0], 'noSuchColumn'] });
      expect(unknown.success).toBe(false);
      if (unknown.success) return;
      const [en] = describeIssues(unknown.error.issues, 'en');
      const [cn] = describeIssues(unknown.error.issues, 'cn');
      const [kr] = describeIssues(unknown.error.issues, 'kr');
      expect(en).toEqual({
        field: 'columns.1',
        message: 'columns.1: This list has no column "noSuchColumn"',
      });
      expect(cn?.message).toBe('columns.1: 此列表没有“noSuchColumn”列');
      expect(kr?.message).toBe('columns.1: 이 목록에 없는 열입니다: noSuchColumn');
    },
  );
});
