import { patterns } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp, login } from '../../test/test-app';
import { users } from '../db/schema';
import { ensureInitialAdmin, generatePassword } from './initial-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('initial administrator', () => {
  it('generates passwords that follow the password rule', () => {
    for (let i = 0; i < 200; i++) expect(generatePassword()).toMatch(patterns.password);
  });

  it('does nothing when users exist', async () => {
    expect(await ensureInitialAdmin(ctx.db)).toBeUndefined();
  });

  it('creates admin in an empty database, who can sign in and holds the admin role', async () => {
    // This file's own database: every user goes, with the records of the demo data that point at them.
    await ctx.db.execute(sql`TRUNCATE ${users} CASCADE`);
    const password = await ensureInitialAdmin(ctx.db);
    expect(password).toMatch(patterns.password);
    const pair = await login(ctx.app, 'admin', password!);
    expect(pair.token).toBeTruthy();
    expect(await ensureInitialAdmin(ctx.db)).toBeUndefined();
  });
});
