/** What other modules may use of the opportunities module: its tables are written only through these. */
export { createOpportunity } from './opportunities.creation.repository';
export type { NewOpportunity } from './opportunities.creation.repository';
export {
  countOpportunitiesWithoutPlanningOwner,
  countOpportunitiesWithoutSalesOwner,
} from './opportunities.todos.repository';
/** For the solutions' demo seed: an owner set on a demo opportunity, with its audit entry. */
export { setOwner as setDemoOwner } from './opportunities.seed';
export { markOpportunityWon } from './opportunities.won.service';
export { findOpportunityFacts } from './opportunities.facts.repository';
export {
  countDesignableOpportunities,
  findDesignableOpportunities,
} from './opportunities.designable.repository';
