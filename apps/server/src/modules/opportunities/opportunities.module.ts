import type { PortalModule } from '../module-deps';
import { protectionEndingJob } from './opportunities.protection.service';
import { opportunitiesRoutes } from './opportunities.routes';
import { seedDemoOpportunities } from './opportunities.seed';
import { opportunitySearch } from './opportunities.search';

export const opportunitiesModule: PortalModule = {
  name: 'opportunities',
  dependsOn: ['identity', 'reference-data', 'customers', 'notifications'],
  jobs: [protectionEndingJob],
  register: opportunitiesRoutes,
  search: [opportunitySearch],
  demoSeed: { after: ['customers'], run: (ctx) => seedDemoOpportunities(ctx.tx, ctx) },
};
