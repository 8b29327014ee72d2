import type { MessageKey, MessageParams, TransitionRule, TransitionTable } from '@portal/contract';
import { keysOf } from '@portal/contract';
import type { DbOrTx } from '../db/database';
import { noPermission, refused } from './app-error';
import type { AuditedEntity } from './audit';
import { insertAuditEntry } from './audit';
import type { Principal } from './principal';
import { assertCurrentVersion } from './versions';

/** Whether the caller's side and permissions allow a rule (its state is checked apart). */
export function mayTakeRule(rule: TransitionRule<string>, principal: Principal): boolean {
  if (rule.side === 'staff' && principal.kind !== 'internal') return false;
  if (rule.side === 'partner' && principal.kind !== 'partner') return false;
  return rule.permission === null || principal.permissions.has(rule.permission);
}

/**
 * The actions the caller may take on a record in `state`: allowed from that state by the table, open to
 * the caller's side and permissions, and passing `also` (the module's own rule, such as ownership).
 * This is what the server answers with each record; the web shows exactly these.
 */
export function availableActions<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  state: State,
  principal: Principal,
  also: (action: Action) => boolean = () => true,
): Action[] {
  return keysOf(table).filter((action) => {
    const rule = table[action];
    return rule.from.includes(state) && mayTakeRule(rule, principal) && also(action);
  });
}

export interface TransitionRequest<State extends string, Action extends string> {
  table: TransitionTable<State, Action>;
  action: Action;
  /** The record, locked by the caller in this transaction. */
  record: { id: number; state: State; version?: number };
  principal: Principal;
  /** The version the client read, when it sent one. */
  sentVersion?: number;
  /** The refusal when the record's state does not allow the action. */
  refusal: MessageKey;
  refusalParams?: MessageParams;
  /** Whether the module's own rule (ownership, scope) lets this caller act; no permission otherwise. */
  allowed?: boolean;
}

/**
 * Checks one move of a state machine and answers the state it leads to: the caller's side and
 * permission (no permission otherwise), the version (stale otherwise) and the table's `from` states
 * (`refusal` otherwise). Nothing is written: the caller changes the record, then `recordTransition`.
 */
export function checkTransition<State extends string, Action extends string>(
  request: TransitionRequest<State, Action>,
): State {
  const rule = request.table[request.action];
  if (!mayTakeRule(rule, request.principal) || request.allowed === false) throw noPermission();
  if (request.record.version !== undefined) assertCurrentVersion(request.record.version, request.sentVersion);
  if (!rule.from.includes(request.record.state)) throw refused(request.refusal, request.refusalParams);
  return rule.to ?? request.record.state;
}

/** Writes the audit entry of a move, in the transaction that made it. */
export function recordTransition<State extends string, Action extends string>(
  tx: DbOrTx,
  entity: AuditedEntity,
  move: { id: number; action: Action; from: State; to: State; actorId: number; comment?: string | null },
): Promise<void> {
  return insertAuditEntry(tx, {
    entity,
    entityId: move.id,
    action: move.action,
    fromState: move.from,
    toState: move.to,
    actorId: move.actorId,
    comment: move.comment ?? null,
  });
}

/**
 * One move, whole: checks it (`checkTransition`), applies the module's change with the new state, and
 * writes the audit entry, all in the caller's transaction. Answers the new state.
 */
export async function transition<State extends string, Action extends string>(
  tx: DbOrTx,
  entity: AuditedEntity,
  request: TransitionRequest<State, Action> & { comment?: string | null },
  apply: (to: State) => Promise<void>,
): Promise<State> {
  const to = checkTransition(request);
  await apply(to);
  await recordTransition(tx, entity, {
    id: request.record.id,
    action: request.action,
    from: request.record.state,
    to,
    actorId: request.principal.userId,
    comment: request.comment,
  });
  return to;
}
