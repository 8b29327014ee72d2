/**
 * One server module as the app composes it: its name, the modules it needs before it, how it registers
 * its routes, and what it plugs into the kernel's machinery (process kinds, scheduled jobs, demo seed). The app, the
 * job runner and the process engine read one list of these (`src/modules.ts`); a module plugs in there
 * and nowhere else (docs/adding-a-module.md, "The module descriptor").
 *
 * Generic in what core/ may not name: the modules' dependencies (`Deps`) and the process engine's kind
 * registration (`Kind`); `modules/module-deps.ts` fixes both as `PortalModule`.
 */
import type { FastifyInstance } from 'fastify';
import type { DemoSeed } from './demo-seed';
import type { FigureSource } from './figures';
import type { MonitoringSource } from './monitoring';
import type { ScheduledJob } from './jobs';
import type { SearchSource } from './search-index';

export interface ModuleDescriptor<Deps extends object, Kind> {
  /** The module's folder name under `src/modules/`. */
  name: string;
  /** The modules whose index this one uses; each comes earlier in the list. */
  dependsOn: readonly string[];
  /** Registers the module's routes (and hooks) on the app; absent for a module without routes. */
  register?: (app: FastifyInstance, deps: Deps) => void | Promise<void>;
  /** The kinds of subject it hands to the process engine. */
  processKinds?: readonly Kind[];
  /** Its scheduled jobs, run by the job runner (core/jobs.ts). */
  jobs?: readonly ScheduledJob<Deps>[];
  /** Its demo data, written by `seedDemoData` (seed/demo-data.ts) in the order the seeds' `after` gives. */
  demoSeed?: DemoSeed;
  /** The kinds of its records project search finds, with their documents and read rules (core/search-index.ts). */
  search?: readonly SearchSource[];
  /** The dashboard figures of its records: summary queries and the lists behind them (core/figures.ts). */
  figures?: readonly FigureSource[];
  /** What an administrator should watch of its records: counts and their lists (core/monitoring.ts). */
  monitoring?: readonly MonitoringSource[];
}

/** A module list that cannot be composed: a name twice, an unknown dependency, or one listed too late. */
export class ModuleListError extends Error {
  override name = 'ModuleListError';
}

/**
 * Refuses a list whose order breaks a `dependsOn` (a module needed by another must come before it), that
 * names an unknown module, or that holds one name twice. Answers the list.
 */
export function checkModuleList<M extends Pick<ModuleDescriptor<object, unknown>, 'name' | 'dependsOn'>>(
  modules: readonly M[],
): readonly M[] {
  const names = new Set(modules.map((m) => m.name));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const module of modules) {
    if (seen.has(module.name)) problems.push(`the module "${module.name}" is listed twice`);
    for (const needed of module.dependsOn) {
      if (!names.has(needed))
        problems.push(`the module "${module.name}" depends on "${needed}", which is not in the list`);
      else if (!seen.has(needed))
        problems.push(`the module "${module.name}" depends on "${needed}", which is listed after it`);
    }
    seen.add(module.name);
  }
  if (problems.length > 0)
    throw new ModuleListError(`The module list cannot be composed: ${problems.join('; ')}.`);
  return modules;
}
