import { administrationGrants } from '@portal/contract';
import { refused } from '../../core/app-error';
import { lockForTransaction } from '../../core/locks';
import type { DbOrTx } from '../../db/database';
import { countActiveUsersHolding } from './roles.repository';

/** Serialises the checks below, so two changes made at once cannot each leave the other's administrator last. */
const guardLockKey = 727_274_024;

/**
 * The last-administrator guard: call it in a transaction that changes grants, roles or users, after the
 * change. When no active user would be left holding system management with the role editor's button (the
 * only grant that can restore every other), it refuses, and the transaction saves nothing. Taking the lock
 * before counting makes a second change wait for the first and count what it committed.
 */
export async function assertAdministrationRemains(tx: DbOrTx): Promise<void> {
  await lockForTransaction(tx, guardLockKey);
  const holders = await countActiveUsersHolding(tx, administrationGrants.menu, administrationGrants.button);
  if (holders === 0) throw refused('roles.error.lastAdministrator');
}
