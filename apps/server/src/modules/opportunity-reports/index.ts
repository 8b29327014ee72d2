/** What other modules may use of the opportunity-reports module. */
export { countReportsToComplete, findRecentReports } from './opportunity-reports.todos.repository';
export { reportProcess } from './opportunity-reports.process';
/** For the demo seed and the volume generator: the report number, written once. */
export { nextReportNo, reportNoSql } from './opportunity-reports.repository';
