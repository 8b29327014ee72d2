import type { PortalModule } from '../module-deps';
import { opportunityFigures } from './opportunities.figures';
import { protectionEndingJob } from './opportunities.protection.service';
import { opportunitiesRoutes } from './opportunities.routes';
import { seedDemoOpportunities } from './opportunities.seed';
import { opportunitySearch } from './opportunities.search';
import { protectionEndingMonitoring } from './opportunities.monitoring.repository';

export const opportunitiesModule: PortalModule = {
  name: 'opportunities',
  monitoring: [protectionEndingMonitoring],
  dependsOn: ['identity', 'reference-data', 'partners', 'customers', 'notifications'],
  jobs: [protectionEndingJob],
  register: opportunitiesRoutes,
  figures: opportunityFigures,
  search: [opportunitySearch],
  demoSeed: { after: ['customers'], run: (ctx) => seedDemoOpportunities(ctx.tx, ctx) },
};
