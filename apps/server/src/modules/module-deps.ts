import type { Config } from '../config';
import type { ModuleDescriptor } from '../core/module-list';
import type { Database } from '../db/database';
import type { FilesService } from './files';

/** What a module's registration receives from buildApp. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  files: FilesService;
}

/** One module of the portal, as `src/modules.ts` lists it (core/module-list.ts). */
export type PortalModule = ModuleDescriptor<ModuleDeps, never>;
