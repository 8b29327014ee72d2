/** What other modules may use of the solutions module. */
export { listTotalOf, pricedLine } from './solutions.pricing';
export { findSolutionWithLines, nextSolutionNo, solutionEntity } from './solutions.repository';
export { defaultSolutionSteps, solutionProcess } from './solutions.approval';
