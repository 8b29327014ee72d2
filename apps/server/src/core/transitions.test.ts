import { defineTransitions, finalStates, targetStates } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import type { Principal } from './principal';
import { availableActions, checkTransition } from './transitions';

type State = 'open' | 'done' | 'dropped';
const table = defineTransitions<State, 'edit' | 'finish' | 'drop'>({
  edit: { from: ['open'], side: 'any', permission: 'thing.edit' },
  finish: { from: ['open'], to: 'done', side: 'staff', permission: null },
  drop: { from: ['open', 'done'], to: 'dropped', side: 'partner', permission: null },
});

const principal = (kind: Principal['kind'], permissions: string[] = []): Principal => ({
  userId: 1,
  username: 'u',
  kind,
  companyId: kind === 'partner' ? 1 : null,
  employeeId: null,
  sessionId: 's',
  roles: [],
  permissions: new Set(permissions),
});

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  return 'no error';
};

describe('transition tables', () => {
  it('answer the actions of a state that the side, the permission and the module rule allow', () => {
    expect(availableActions(table, 'open', principal('internal', ['thing.edit']))).toEqual([
      'edit',
      'finish',
    ]);
    expect(availableActions(table, 'open', principal('internal'))).toEqual(['finish']);
    expect(availableActions(table, 'open', principal('partner', ['thing.edit']))).toEqual(['edit', 'drop']);
    expect(
      availableActions(table, 'open', principal('partner', ['thing.edit']), (a) => a !== 'edit'),
    ).toEqual(['drop']);
    expect(availableActions(table, 'dropped', principal('partner', ['thing.edit']))).toEqual([]);
    expect(finalStates(table, ['open', 'done', 'dropped'])).toEqual(['dropped']);
    expect(targetStates(table, ['edit', 'finish', 'drop'])).toEqual(['done', 'dropped']);
  });

  it('refuse a move by permission first, then by version, then by state', () => {
    const base = { table, refusal: 'error.validation' as const };
    const staff = principal('internal');
    expect(
      messageOf(() =>
        checkTransition({ ...base, action: 'drop', record: { id: 1, state: 'open' }, principal: staff }),
      ),
    ).toBe('error.noPermission');
    expect(
      messageOf(() =>
        checkTransition({
          ...base,
          action: 'finish',
          record: { id: 1, state: 'open', version: 3 },
          sentVersion: 2,
          principal: staff,
        }),
      ),
    ).toBe('error.staleRecord');
    expect(
      messageOf(() =>
        checkTransition({ ...base, action: 'finish', record: { id: 1, state: 'done' }, principal: staff }),
      ),
    ).toBe('error.validation');
    expect(
      checkTransition({
        ...base,
        action: 'finish',
        record: { id: 1, state: 'open', version: 3 },
        sentVersion: 3,
        principal: staff,
      }),
    ).toBe('done');
    expect(
      checkTransition({
        ...base,
        action: 'edit',
        record: { id: 1, state: 'open' },
        principal: principal('internal', ['thing.edit']),
      }),
    ).toBe('open');
    expect(
      messageOf(() =>
        checkTransition({
          ...base,
          action: 'finish',
          record: { id: 1, state: 'open' },
          principal: staff,
          allowed: false,
        }),
      ),
    ).toBe('error.noPermission');
  });
});
