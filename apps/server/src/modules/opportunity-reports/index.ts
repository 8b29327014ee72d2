/** What other modules may use of the opportunity-reports module. */
export { countReportsToComplete, findRecentReports } from './opportunity-reports.todos';
export { reportProcess } from './opportunity-reports.process';
