/** Opportunity reports (deal registration), the company lookup and the registration agreement. */
export const opportunityReportsEndpoints = {};
