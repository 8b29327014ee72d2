import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { registerErrorHandling } from './core/error-handler';
import { requestLanguage } from './core/language';
import { sharedSecret } from './core/secrets';
import { registerSecurityHeaders } from './core/security-headers';
import type { Database } from './db/database';
import { exceptionLogsRoutes } from './modules/exception-logs/exception-logs.routes';
import { ExceptionLogService } from './modules/exception-logs/exception-logs.service';
import { filesRoutes } from './modules/files/files.routes';
import { FilesService } from './modules/files/files.service';
import { registerAuthentication } from './modules/identity/authentication';
import { identityRoutes } from './modules/identity/identity.routes';
import { IdentityService } from './modules/identity/identity.service';
import { AccessTokens } from './modules/identity/tokens';
import { CompaniesService } from './modules/partners/companies.service';
import { partnersRoutes } from './modules/partners/partners.routes';
import { UsersService } from './modules/partners/users.service';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { PasswordResetService } from './modules/password-reset/password-reset.service';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { findWebClientDir, registerWebClient } from './modules/web-client/web-client';
import { cluesModule } from './modules/clues/clues.routes';
import { companyLookupModule } from './modules/company-lookup/company-lookup.routes';
import { homeModule } from './modules/home/home.routes';
import { knowledgeModule } from './modules/knowledge/knowledge.routes';
import type { ModuleDeps } from './modules/module-deps';
import { opportunitiesModule } from './modules/opportunities/opportunities.routes';
import { opportunityReportsModule } from './modules/opportunity-reports/opportunity-reports.routes';
import { ordersModule } from './modules/orders/orders.routes';

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
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
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

  const secret = config.tokenSecret ?? (await sharedSecret(db, 'access-token-key'));
  const tokens = new AccessTokens(secret, config.accessTokenTtl);
  const identity = new IdentityService(db, tokens, config.refreshTokenTtl);
  registerAuthentication(app, identity);

  identityRoutes(app, identity);
  referenceDataRoutes(app, db);
  exceptionLogsRoutes(app, new ExceptionLogService(db));
  const files = new FilesService(db, config.filesDir);
  await files.sweepTemp();
  filesRoutes(app, files);
  partnersRoutes(app, new CompaniesService(db), new UsersService(db));
  passwordResetRoutes(app, new PasswordResetService(db));
  const deps: ModuleDeps = { config, db, files };
  homeModule(app, deps);
  companyLookupModule(app, deps);
  opportunityReportsModule(app, deps);
  opportunitiesModule(app, deps);
  cluesModule(app, deps);
  ordersModule(app, deps);
  knowledgeModule(app, deps);
  // Module registrations above this line.

  await registerWebClient(app, findWebClientDir(config.staticDir));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
