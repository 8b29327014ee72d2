/**
 * A job's "tell once" sweep: in batches, each in its own transaction, lock rows not yet handled (skipping
 * those another run holds), handle them (write the notices) and mark them, so a second run, or two server
 * processes at once, handle nobody twice. Answers how many rows were handled.
 */
import type { Database, Tx } from '../db/database';

export async function sweepInBatches<Row>(
  db: Database,
  batch: number,
  step: (tx: Tx, batch: number) => Promise<readonly Row[]>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => (await step(tx, batch)).length);
    total += count;
    if (count < batch) return total;
  }
}
