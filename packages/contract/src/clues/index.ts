/** Clues (leads): creation, import, assignment, follow-up, conversion. */
export * from './clues.schema';
export * from './clues.transitions';
export { cluesEndpoints } from './clues.endpoints';
export { cluesExportEndpoints } from './clues.export.endpoints';
