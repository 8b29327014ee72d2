import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { splitFileName } from '../files/files.schema';
import { flattenMenuTree, menuTree } from '../identity/menu-tree';
import { loginBodySchema } from '../identity/identity.schema';
import { describeIssues, parseWithIssues } from './issues';
import { pageRequestSchema } from './paging';
import { passwordSchema } from './password';

describe('paging', () => {
  it('defaults to page 1 of 20', () => {
    expect(pageRequestSchema.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
  });
  it('accepts numbers given as strings and refuses out-of-range sizes', () => {
    expect(pageRequestSchema.parse({ pageNum: '3', pageSize: '50' })).toEqual({ pageNum: 3, pageSize: 50 });
    expect(pageRequestSchema.safeParse({ pageSize: 501 }).success).toBe(false);
    expect(pageRequestSchema.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(pageRequestSchema.safeParse({ pageNum: -1 }).success).toBe(false);
  });
});

describe('describeIssues', () => {
  const describe_ = (schema: z.ZodType, value: unknown, language: 'cn' | 'en' | 'kr' = 'en') => {
    const result = parseWithIssues(schema, value);
    return result.success ? [] : describeIssues(result.error.issues, language);
  };

  it('tells a missing field from a wrong one, naming the field once', () => {
    expect(describe_(z.object({ age: z.number() }), {})).toEqual([
      { field: 'age', message: 'age is required' },
    ]);
    expect(describe_(z.object({ age: z.number() }), { age: 'x' })).toEqual([
      { field: 'age', message: 'age: Must be a number' },
    ]);
  });

  it('describes lengths, ranges, choices and e-mail in each language', () => {
    expect(describe_(z.object({ n: z.string().max(3) }), { n: 'abcd' })[0]!.message).toBe(
      'n: At most 3 characters',
    );
    expect(describe_(z.object({ n: z.number().min(5) }), { n: 1 }, 'cn')[0]!.message).toBe('n: 不能小于 5');
    expect(describe_(z.object({ t: z.enum(['a', 'b']) }), { t: 'c' })[0]!.message).toBe(
      't: Must be one of: a, b',
    );
    expect(describe_(z.object({ e: z.email() }), { e: 'x@' }, 'en')[0]!.message).toBe(
      'e: Incorrect email address',
    );
  });

  it('uses the key a schema names as its message', () => {
    expect(describe_(z.object({ p: passwordSchema }), { p: 'short' })[0]!.message).toMatch(
      /^p: Password must be 8 to 20/,
    );
  });

  it('describes the nested path', () => {
    expect(
      describe_(z.object({ a: z.array(z.object({ q: z.number() })) }), { a: [{ q: 1 }, {}] })[0]!.field,
    ).toBe('a.1.q');
  });
});

describe('password rule', () => {
  it.each(['Portal@2026', 'abcdefg1!', 'A1$aaaaaaaaaaaaaaaaa'])('accepts %s', (p) => {
    expect(passwordSchema.safeParse(p).success).toBe(true);
  });
  it.each(['Portal2026', 'short1!', 'abcdefgh!', '12345678!', 'A1$aaaaaaaaaaaaaaaaaa'])('refuses %s', (p) => {
    expect(passwordSchema.safeParse(p).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('defaults the login type to staff and drops unknown fields', () => {
    expect(loginBodySchema.parse({ username: ' admin ', password: 'x', extra: 1 })).toEqual({
      username: 'admin',
      password: 'x',
      loginType: 'staff',
    });
  });
});

describe('splitFileName', () => {
  it.each([
    ['photo.png', 'photo', 'PNG'],
    ['a.b.JpG', 'a', 'JPG'],
    ['.png', '', 'PNG'],
    ['noext', 'noext', ''],
    ['../../etc/passwd.txt', 'passwd', 'TXT'],
    ['C:\\dir\\report.final.PDF', 'report', 'PDF'],
  ])('%s → stem %s, ext %s', (name, stem, ext) => {
    expect(splitFileName(name)).toEqual({ stem, ext });
  });
});

describe('menu tree', () => {
  it('has unique codes and unique paths', () => {
    const flat = flattenMenuTree();
    expect(new Set(flat.map((m) => m.code)).size).toBe(flat.length);
    const paths = flat.flatMap((m) => (m.path ? [m.path] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('covers the route groups of spec section 2', () => {
    const paths = flattenMenuTree(menuTree).map((m) => m.path);
    for (const p of [
      '/process/index',
      '/quote/index',
      '/partner/company',
      '/partner/user',
      '/business/oppt-filing',
      '/clue/assigned',
      '/training/index',
      '/empower/training',
      '/solution/index',
      '/virtual/index',
      '/integrated-material/list',
      '/customerManagement',
      '/main-quotation/index',
      '/additional-quotation/index',
      '/supplementary-quotation/index',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
