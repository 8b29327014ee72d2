import type { Config } from '../config';
import type { Database } from '../db/database';
import type { FilesService } from './files';

/** What a module's registration receives from buildApp. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  files: FilesService;
}
