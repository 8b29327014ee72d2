import dayjs from 'dayjs';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedPaths, schemaFieldErrors } from './form-errors';

describe('schemaFieldErrors', () => {
  it("asks to enter a typed field and to choose a chosen one, in the reader's language", async () => {
    const schema = z.object({ projectName: z.string().min(1), productLine: z.string().min(1) });
    const labels: Record<string, string> = { projectName: '프로젝트명', productLine: '제품군' };
    await i18n.changeLanguage('kr');
    try {
      const errors = schemaFieldErrors(
        schema,
        {},
        (field) => labels[field] ?? field,
        (field) => field === 'productLine',
      );
      expect(errors).toEqual([
        { field: 'projectName', message: '프로젝트명을(를) 입력하세요' },
        { field: 'productLine', message: '제품군을(를) 선택하세요' },
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('changedPaths', () => {
  it('names every path of a nested change', () => {
    expect(changedPaths({ customer: { name: 'A' } })).toEqual([['customer'], ['customer', 'name']]);
  });

  it('reads a change of a later list row, which comes as a sparse array', () => {
    // eslint-disable-next-line no-sparse-arrays -- the form reports a change of row 2 this way.
    const changed = { lines: [, { equipmentModelId: 4 }] };
    expect(changedPaths(changed)).toEqual([['lines'], ['lines', 1], ['lines', 1, 'equipmentModelId']]);
  });

  it('stops at values that are not plain objects or lists', () => {
    expect(changedPaths({ date: dayjs('2027-03-31'), cleared: undefined, none: null })).toEqual([
      ['date'],
      ['cleared'],
      ['none'],
    ]);
  });
});
