import type { PortalModule } from '../module-deps';
import { knowledgeRoutes } from './knowledge.routes';
import { seedDemoKnowledge } from './knowledge.seed';

export const knowledgeModule: PortalModule = {
  name: 'knowledge',
  dependsOn: ['reference-data', 'files'],
  register: knowledgeRoutes,
  demoSeed: { after: ['orders'], run: (ctx) => seedDemoKnowledge(ctx.tx, ctx) },
};
