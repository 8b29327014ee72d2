export * from './processes.schema';
export * from './processes.endpoints';
export * from './processes.transitions';
