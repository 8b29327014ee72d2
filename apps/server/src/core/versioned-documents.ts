/**
 * Documents kept in versions (quotations, solutions): each revision is a new row of the same root and
 * only the latest version (`latest`) moves. A module describes its table once (`VersionedDocumentTable`,
 * the reads and the state write its repository provides) and gets the checked move (`check`: side,
 * permission, the module's rule, version, state, and "revised" for an earlier version) and the state
 * written with the author, the time and a raised row version (`setState`).
 */
import type { MessageKey, TransitionTable } from '@portal/contract';
import { refused } from './app-error';
import type { Principal } from './principal';
import { checkTransition } from './transitions';
import type { DbOrTx } from '../db/database';

/** What the kit reads of a version. */
export interface DocumentVersion<State extends string> {
  status: State;
  rowVersion: number;
  latest: boolean;
}

export interface VersionedDocumentTable<
  State extends string,
  Action extends string,
  Row extends DocumentVersion<State>,
  Extra extends object,
> {
  table: TransitionTable<State, Action>;
  /** The version the caller may read, locked when `lock`; throws "record not found" otherwise. */
  visible: (db: DbOrTx, id: number, principal: Principal, lock: boolean) => Promise<Row>;
  /** A refusal that comes before every other (a move another kind of the document has), or nothing. */
  refuseFirst?: (row: Row, action: Action) => void;
  /** The module's own rule of a move, beside the table's side and permission (asked as of the latest). */
  mayMove: (row: Row, action: Action, principal: Principal) => boolean;
  /** The refusal of a move from a state the table does not start it from. */
  illegalMove: Record<Action, MessageKey>;
  /** The refusal of any move on an earlier version. */
  revised: MessageKey;
  /** The repository's write of a state, with who changed it, when, and the row version raised by one. */
  writeState: (
    tx: DbOrTx,
    id: number,
    values: { status: State; updatedBy: number } & Partial<Extra>,
  ) => Promise<void>;
}

export interface CheckedMove<State extends string, Action extends string, Row> {
  row: Row;
  action: Action;
  from: State;
  to: State;
}

export function versionedDocuments<
  State extends string,
  Action extends string,
  Row extends DocumentVersion<State>,
  Extra extends object,
>(documents: VersionedDocumentTable<State, Action, Row, Extra>) {
  return {
    /**
     * Checks a move on a version: the module's first refusal, side, permission, the module's rule,
     * version, state; an earlier version is refused as revised. Answers the row and the state the move
     * leads to. `lock` (the default) takes the row for the change.
     */
    async check(
      tx: DbOrTx,
      id: number,
      action: Action,
      principal: Principal,
      sentVersion?: number,
      lock = true,
    ): Promise<CheckedMove<State, Action, Row>> {
      const locked = await documents.visible(tx, id, principal, lock);
      // Read again once it is ours: a move that waited for the lock sees what the one before it committed
      // (a statement sees the data of when it began, before the wait: not a later version made meanwhile,
      // so two revisions at once would both pass as the latest).
      const row = lock ? await documents.visible(tx, id, principal, false) : locked;
      documents.refuseFirst?.(row, action);
      const to = checkTransition({
        table: documents.table,
        action,
        record: { id, state: row.status, version: row.rowVersion },
        principal,
        sentVersion,
        refusal: row.latest ? documents.illegalMove[action] : documents.revised,
        allowed: documents.mayMove({ ...row, latest: true }, action, principal),
      });
      if (!row.latest) throw refused(documents.revised);
      return { row, action, from: row.status, to };
    },

    /** Writes a version's state (and the module's extra columns) as the caller's change. */
    setState(tx: DbOrTx, id: number, status: State, principal: Principal, extra: Partial<Extra> = {}) {
      return documents.writeState(tx, id, { ...extra, status, updatedBy: principal.userId });
    },
  };
}
