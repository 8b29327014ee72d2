import type { FieldError, MessageKey, MessageParams } from '@portal/contract';
import { envelopeCodes } from '@portal/contract';

/** A refusal the user sees: an envelope code, a message key (translated per request) and details. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly key: MessageKey,
    public readonly params: MessageParams = {},
    public readonly data: unknown = null,
    public readonly httpStatus = 200,
  ) {
    super(key);
  }
}

/** Code 100: shown to the user, and the request stops. */
export const refused = (key: MessageKey, params?: MessageParams, data: unknown = null) =>
  new AppError(envelopeCodes.shown, key, params, data);

export const loginExpired = () => new AppError(envelopeCodes.loginExpired, 'error.loginExpired');
export const tokenExpired = () => new AppError(envelopeCodes.tokenExpired, 'error.loginExpired');
export const noPermission = () => refused('error.noPermission');
export const recordNotFound = () => refused('error.recordNotFound');

/** A bad body or query: the message names the first field; every field is in data. */
export class ValidationError extends AppError {
  constructor(public readonly fieldErrors: FieldError[]) {
    const first = fieldErrors[0] ?? { field: 'body', message: '' };
    super(
      envelopeCodes.shown,
      'error.validation',
      { field: first.field, reason: first.message },
      { fieldErrors },
    );
  }
}
