/** What other modules may use of the solutions module. */
export { solutionsModule } from './solutions.routes';
