/** Dashboards: the figures a channel manager opens every morning, and a partner's own. */
export * from './dashboards.schema';
export * from './dashboards.endpoints';
