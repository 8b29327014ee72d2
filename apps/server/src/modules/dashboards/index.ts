/** What other parts may use of the dashboards: the refresh of the kept summaries (the demo seed, tests, benches). */
export { refreshDashboardSummaries } from './dashboards.refresh';
