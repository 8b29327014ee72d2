import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { registerErrorHandling } from './core/error-handler';
import { requestLanguage } from './core/language';
import { registerSecurityHeaders } from './core/security-headers';
import type { Database } from './db/database';
import { cluesModule } from './modules/clues/clues.routes';
import { companyLookupModule } from './modules/company-lookup/company-lookup.routes';
import { customersModule } from './modules/customers/customers.routes';
import { quotationsModule } from './modules/quotations';
import { processesModule } from './modules/processes';
import { notificationsModule } from './modules/notifications';
import { exceptionLogsModule } from './modules/exception-logs/exception-logs.routes';
import { FilesService } from './modules/files';
import { filesModule } from './modules/files/files.routes';
import { homeModule } from './modules/home/home.routes';
import { identityModule } from './modules/identity/identity.routes';
import { knowledgeModule } from './modules/knowledge/knowledge.routes';
import { solutionsModule } from './modules/solutions';
import { materialsModule } from './modules/materials/materials.routes';
import type { ModuleDeps } from './modules/module-deps';
import { opportunitiesModule } from './modules/opportunities/opportunities.routes';
import { opportunityReportsModule } from './modules/opportunity-reports/opportunity-reports.routes';
import { ordersModule } from './modules/orders/orders.routes';
import { configurationsModule } from './modules/configurations/configurations.routes';
import { partnersModule } from './modules/partners/partners.routes';
import { passwordResetModule } from './modules/password-reset/password-reset.routes';
import { referenceDataModule } from './modules/reference-data/reference-data.routes';
import { webClientModule } from './modules/web-client/web-client';

export interface AppDeps {
  config: Config;
  db: Database;
  /** A pino logger to use; by default one is made from the config. */
  logger?: FastifyBaseLogger;
}

/** What never reaches a log: credentials, tokens, cookies. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.refreshToken',
  '*.token',
];

/** The notice stream's ticket (a one-minute credential in its query) never reaches the log. */
const withoutTicket = (url: string) => url.replace(/([?&]ticket=)[^&]*/, '$1[redacted]');

export async function buildApp({ config, db, logger }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger ?? pino({ level: config.logLevel, redact: redactedPaths }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // One line per request (below) instead of Fastify's two: logging is a tenth of a list call's CPU.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('registeredEndpoints', []);
  app.decorate('checkResponses', config.env !== 'production');
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = requestLanguage(request);
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: withoutTicket(request.url),
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
  });
  // An /api route without a declared permission is a defect: refuse to start with it.
  app.addHook('onRoute', (options) => {
    if (options.url.startsWith('/api') && !options.config?.permission) {
      throw new Error(`Route ${options.method} ${options.url} declares no permission`);
    }
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  const deps: ModuleDeps = { config, db, files: new FilesService(db, config.filesDir) };
  // The identity module first: its hook authenticates every /api route registered after it.
  await identityModule(app, deps);
  referenceDataModule(app, deps);
  exceptionLogsModule(app, deps);
  await filesModule(app, deps);
  partnersModule(app, deps);
  passwordResetModule(app, deps);
  homeModule(app, deps);
  companyLookupModule(app, deps);
  opportunityReportsModule(app, deps);
  opportunitiesModule(app, deps);
  cluesModule(app, deps);
  ordersModule(app, deps);
  configurationsModule(app, deps);
  knowledgeModule(app, deps);
  solutionsModule(app, deps);
  materialsModule(app, deps);
  customersModule(app, deps);
  quotationsModule(app, deps);
  processesModule(app, deps);
  notificationsModule(app, deps);
  // Module registrations above this line.

  await webClientModule(app, deps);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
