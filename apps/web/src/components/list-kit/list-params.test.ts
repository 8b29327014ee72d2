import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pageOfParams, parseListParams, toListParams } from './list-params';

const schema = z
  .object({
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    keyword: z.string().trim().max(10).optional(),
    status: z.enum(['a', 'b']).nullish(),
    statuses: z.array(z.enum(['a', 'b'])).optional(),
    companyId: z.number().int().positive().nullish(),
    min: z.string().optional(),
    max: z.string().optional(),
    tab: z.enum(['all', 'mine']),
    sortField: z.enum(['name', 'createdAt']).default('createdAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine((value, ctx) => {
    if (value.min && value.max && value.min > value.max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'range' });
  });

const parse = (search: string) => parseListParams(schema, new URLSearchParams(search), { tab: 'all' });

describe('list params', () => {
  it('reads the fields the URL names through the schema: numbers, enums, repeated arrays, no defaults', () => {
    expect(
      parse('keyword=pump&status=b&statuses=a&statuses=b&companyId=3&sortField=name&sortOrder=asc'),
    ).toEqual({
      keyword: 'pump',
      status: 'b',
      statuses: ['a', 'b'],
      companyId: 3,
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(parse('')).toEqual({});
  });

  it('ignores unknown, bad and fixed params, and the fields a rule across fields refuses', () => {
    expect(
      parse(
        'bogus=1&status=zzz&companyId=-4&keyword=far%20too%20long%20text&sortField=drop&tab=mine&min=9&max=1',
      ),
    ).toEqual({ min: '9' });
    expect(pageOfParams(new URLSearchParams('pageNum=abc&pageSize=5000'))).toEqual({
      pageNum: 1,
      pageSize: 20,
    });
    expect(pageOfParams(new URLSearchParams('pageNum=3&pageSize=50'))).toEqual({ pageNum: 3, pageSize: 50 });
  });

  it('writes values as params: arrays repeated, empty values, the first page and the default size left out', () => {
    expect(
      toListParams({
        keyword: 'a b',
        status: undefined,
        statuses: ['a', 'b'],
        companyId: 3,
        pageNum: 1,
        pageSize: 20,
      }).toString(),
    ).toBe('keyword=a+b&statuses=a&statuses=b&companyId=3');
    expect(toListParams({ pageNum: 2, pageSize: 50 }).toString()).toBe('pageNum=2&pageSize=50');
  });
});
