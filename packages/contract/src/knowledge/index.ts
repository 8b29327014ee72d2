/** QA entries and policies. */
export * from './knowledge.schema';
export * from './knowledge.transitions';
export * from './knowledge.endpoints';
