/** The resource library: documents and videos by category and product line, with rights by company type and tier. */
export * from './resources.schema';
export * from './resources.endpoints';
