/** QA entries and policies. */
export * from './knowledge.schema';
export * from './knowledge.transitions';
export * from './knowledge.endpoints';
export { knowledgeExportEndpoints } from './knowledge.export.endpoints';
export { qaExportEndpoints } from './knowledge.qa-export.endpoints';
export { policyExportEndpoints } from './knowledge.policy-export.endpoints';
