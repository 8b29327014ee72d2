/** What other modules may use of the opportunities module: its tables are written only through these. */
export { createOpportunity } from './opportunities.creation.repository';
export type { NewOpportunity } from './opportunities.creation.repository';
export {
  countOpportunitiesWithoutPlanningOwner,
  countOpportunitiesWithoutSalesOwner,
} from './opportunities.todos.repository';
/** For the demo seed: cases, and the audit entity of opportunities. */
export { createCase } from './opportunities.creation.repository';
export { opportunityEntity } from './opportunities.repository';
export { markOpportunityWon } from './opportunities.won.service';
export { findOpportunityFacts } from './opportunities.facts.repository';
export {
  countDesignableOpportunities,
  findDesignableOpportunities,
} from './opportunities.designable.repository';
