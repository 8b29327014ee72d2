/** Project search: one query over every record the reader may see. */
export * from './project-search.schema';
export * from './project-search.endpoints';
