/** Training: courses, sessions and registrations. */
export * from './training.schema';
export * from './training.transitions';
export * from './training.endpoints';
export * from './training.certificates.schema';
