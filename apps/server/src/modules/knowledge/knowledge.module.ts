import type { PortalModule } from '../module-deps';
import { knowledgeRoutes } from './knowledge.routes';

export const knowledgeModule: PortalModule = {
  name: 'knowledge',
  dependsOn: ['reference-data', 'files'],
  register: knowledgeRoutes,
};
