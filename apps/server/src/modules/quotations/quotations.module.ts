import type { PortalModule } from '../module-deps';
import { quotationExpiryJob } from './quotations.expiry';
import { quotationProcess } from './quotations.approval';
import { quotationTurnaroundFigure } from './quotations.figures';
import { quotationsRoutes } from './quotations.routes';
import { seedDemoQuotations } from './quotations.seed';
import { quotationSearch } from './quotations.search';

export const quotationsModule: PortalModule = {
  name: 'quotations',
  dependsOn: [
    'reference-data',
    'files',
    'orders',
    'customers',
    'notifications',
    'opportunities',
    'materials',
    'configurations',
    'processes',
    'solutions',
  ],
  processKinds: [quotationProcess],
  jobs: [quotationExpiryJob],
  register: quotationsRoutes,
  search: [quotationSearch],
  figures: [quotationTurnaroundFigure],
  demoSeed: { after: ['solutions', 'orders'], run: (ctx) => seedDemoQuotations(ctx.tx, ctx) },
};
