import { forgotPasswordBodySchema, passwordSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { schemaRule } from './form-rules';

const check = (rule: ReturnType<typeof schemaRule>, value: unknown) => rule.validator(rule, value, () => {});

describe('schemaRule', () => {
  it('passes a valid value', async () => {
    await expect(check(schemaRule(passwordSchema, 'Password'), 'Portal@2026')).resolves.toBeUndefined();
  });
  it('names the field in the required message', async () => {
    await expect(check(schemaRule(forgotPasswordBodySchema.shape.email, 'E-mail'), '')).rejects.toThrow(
      'E-mail is required',
    );
  });
  it('uses the message key a schema names', async () => {
    await expect(check(schemaRule(passwordSchema, 'Password'), 'short')).rejects.toThrow(
      /^Password must be 8 to 20 characters/,
    );
  });
  it('says incorrect email address for a malformed address', async () => {
    await expect(check(schemaRule(forgotPasswordBodySchema.shape.email, 'E-mail'), 'a@b')).rejects.toThrow(
      'Incorrect email address',
    );
  });
});
