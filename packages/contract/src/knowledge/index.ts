/** QA entries and policies. */
export const knowledgeEndpoints = {};
