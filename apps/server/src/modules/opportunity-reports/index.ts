/** What other modules may use of the opportunity-reports module. */
export { countReportsToComplete, findRecentReports } from './opportunity-reports.todos.repository';
export { registerReportProcess } from './opportunity-reports.process';
