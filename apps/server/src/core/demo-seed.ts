/**
 * The demo data's seed runner's part in the kernel: what a module's demo seed receives and the order the
 * seeds run in. The demo data's order is its own (reports are seeded before the customers and
 * opportunities that link to them), so each seed names the modules whose demo seed must run before it
 * (`after`), and the seeds run in that order; among seeds free to run, the module list's order decides.
 */
import type { Tx } from '../db/database';

/** The demo companies, users and materials the seeds share, filled in by the seeds that write them. */
export interface DemoContext {
  /** The two demo partner companies, filled in by the partners' seed. */
  companyIds: { A: number; B: number };
  /** The demo users by username, filled in by the partners' seed. */
  userIds: Map<string, number>;
  /** The demo catalogue of real materials: id by material code, filled in by the materials' seed. */
  materialIds: Map<string, number>;
}

/** What a module's demo seed runs with: the seeding transaction and the shared demo records. */
export interface DemoSeedContext extends DemoContext {
  tx: Tx;
  /** Where generated demo files go (the server's object store); absent where none is kept (the test template). */
  fileStore?: DemoFileStore | undefined;
}

/** What a seed needs of the object store to keep a file it generated (the files module's FileStore is one). */
export interface DemoFileStore {
  newKey(id: string): string;
  receive(
    source: AsyncIterable<Buffer>,
    inspect: (chunk: Buffer) => void,
  ): Promise<{ path: string; size: number; sha256: string }>;
  keep(temp: { path: string; size: number; sha256: string }, key: string): Promise<void>;
}

/** A module's demo seed (docs/adding-a-module.md, "The module descriptor"). */
export interface DemoSeed {
  /** The modules whose demo seed must run before this one. */
  after?: readonly string[];
  run(ctx: DemoSeedContext): Promise<void>;
}

/** Demo seeds that cannot be ordered: one runs after an unknown module or a module without seed, or a cycle. */
export class DemoSeedOrderError extends Error {
  override name = 'DemoSeedOrderError';
}

/**
 * The modules of the list that have a demo seed, in the order the seeds run: each after the seeds its
 * `after` names, ties broken by the list's order. Refuses an `after` naming a module without demo seed
 * in the list, and a cycle.
 */
export function orderDemoSeeds<M extends { name: string; demoSeed?: DemoSeed }>(
  modules: readonly M[],
): (M & { demoSeed: DemoSeed })[] {
  const seeded = modules.filter((m): m is M & { demoSeed: DemoSeed } => m.demoSeed !== undefined);
  const names = new Set(seeded.map((m) => m.name));
  const unknown = seeded.flatMap((m) =>
    (m.demoSeed.after ?? [])
      .filter((name) => !names.has(name))
      .map((name) => `the demo seed of "${m.name}" runs after "${name}", which has no demo seed in the list`),
  );
  if (unknown.length > 0)
    throw new DemoSeedOrderError(`The demo seeds cannot be ordered: ${unknown.join('; ')}.`);
  const ordered: (M & { demoSeed: DemoSeed })[] = [];
  const done = new Set<string>();
  let waiting = seeded;
  while (waiting.length > 0) {
    const next = waiting.find((m) => (m.demoSeed.after ?? []).every((name) => done.has(name)));
    if (!next)
      throw new DemoSeedOrderError(
        `The demo seeds cannot be ordered: a cycle among ${waiting.map((m) => `"${m.name}"`).join(', ')}.`,
      );
    ordered.push(next);
    done.add(next.name);
    waiting = waiting.filter((m) => m !== next);
  }
  return ordered;
}
