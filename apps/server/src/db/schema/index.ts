/**
 * The database schema, one file per owning module: a table is written only by the module whose file
 * declares it; other modules ask that module's service. Migrations are generated from these files by
 * drizzle-kit (`npm run db:generate -w @portal/server`) into ../../../drizzle and committed; they are
 * append-only and applied at start.
 */
export * from './core';
export * from './partners';
export * from './identity';
export * from './reference-data';
export * from './files';
export * from './exception-logs';
export * from './mail';
export * from './password-reset';
export * from './opportunity-reports';
export * from './opportunities';
export * from './clues';
export * from './orders';
export * from './knowledge';
export * from './materials';
export * from './solutions';
export * from './configurations';
export * from './customers';
export * from './quotations';
export * from './processes';
export * from './notifications';
export * from './list-settings';
export * from './training';
export * from './tickets';
export * from './man-hours';
export * from './resources';
export * from './dashboards';
export * from './project-groups';
export * from './system-settings';
