import type { Config } from '../config';
import type { ModuleDescriptor } from '../core/module-list';
import type { FigureSource } from '../core/figures';
import type { MonitoringSource } from '../core/monitoring';
import type { SearchSource } from '../core/search-index';
import type { Database } from '../db/database';
import type { FilesService } from './files';
import type { PrincipalCache } from './identity';
import type { ProcessKindRegistration, ProcessKinds } from './processes';

/** What a module's registration receives from buildApp. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  files: FilesService;
  /** The process kinds the modules of the list declare, for the approval engine. */
  processKinds: ProcessKinds;
  /** The search sources the modules of the list declare, for project search (docs/areas/project-search.md). */
  searchSources: readonly SearchSource[];
  /** The dashboard figures the modules of the list declare (docs/areas/dashboards.md). */
  figureSources: readonly FigureSource[];
  /** The monitoring items the modules of the list declare (docs/areas/monitoring.md). */
  monitoringSources: readonly MonitoringSource[];
  /** The cache of resolved callers when the app was given its own (AppDeps); else the process's. */
  principalCache?: PrincipalCache;
}

/** One module of the portal, as `src/modules.ts` lists it (core/module-list.ts). */
export type PortalModule = ModuleDescriptor<ModuleDeps, ProcessKindRegistration>;
