import { policyExportEndpoints } from './knowledge.policy-export.endpoints';
import { qaExportEndpoints } from './knowledge.qa-export.endpoints';

/**
 * The lists' .xlsx exports (docs/areas/export.md), each in a file of its own so that only its list's screen
 * loads it.
 */
export const knowledgeExportEndpoints = { ...qaExportEndpoints, ...policyExportEndpoints };
