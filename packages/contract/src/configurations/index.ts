/** Integrated material configuration: configurable product models, their rule engine, configurations. */
export * from './configurations.model';
export * from './quantity';
export * from './model-index';
export * from './evaluate';
export * from './check-model';
export * from './resolve-conflicts';
export * from './configurations.schema';
export * from './configurations.endpoints';
export * from './issue-messages';
export { configurationsExportEndpoints } from './configurations.export.endpoints';
