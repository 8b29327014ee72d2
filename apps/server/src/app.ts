import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import { createLogger } from './core/logger';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { registerErrorHandling } from './core/error-handler';
import { requestLanguage } from './core/language';
import { registerSecurityHeaders } from './core/security-headers';
import type { Database } from './db/database';
import { JobRunner } from './core/jobs';
import type { JobRunnerOptions } from './core/jobs';
import { checkModuleList } from './core/module-list';
import { portalModules } from './modules';
import { createFileStore, FilesService } from './modules/files';
import { ProcessKinds } from './modules/processes';
import type { PrincipalCache } from './modules/identity';
import type { ModuleDeps, PortalModule } from './modules/module-deps';

export interface AppDeps {
  config: Config;
  db: Database;
  /** A pino logger to use; by default one is made from the config. */
  logger?: FastifyBaseLogger;
  /** The modules to compose, in dependency order; by default the portal's (src/modules.ts). */
  modules?: readonly PortalModule[];
  /**
   * The cache of resolved callers; by default the process's own. A test gives a second app its own, as a
   * second server process has, so only what reaches it through the database can change it.
   */
  principalCache?: PrincipalCache;
}

/** What every module's registration (and job) receives; the process kinds are those the `modules` declare. */
export function moduleDeps(
  config: Config,
  db: Database,
  modules: readonly PortalModule[],
  principalCache?: PrincipalCache,
): ModuleDeps {
  return {
    config,
    db,
    ...(principalCache ? { principalCache } : {}),
    files: new FilesService(db, createFileStore(config), { videoMaxBytes: config.resourceVideoMaxBytes }),
    processKinds: new ProcessKinds(modules.flatMap((m) => m.processKinds ?? [])),
    searchSources: modules.flatMap((m) => m.search ?? []),
    figureSources: modules.flatMap((m) => m.figures ?? []),
    monitoringSources: modules.flatMap((m) => m.monitoring ?? []),
  };
}

/** The notice stream's ticket (a one-minute credential in its query) never reaches the log. */
const withoutTicket = (url: string) => url.replace(/([?&]ticket=)[^&]*/, '$1[redacted]');

export async function buildApp({ config, db, logger, modules = portalModules, principalCache }: AppDeps) {
  checkModuleList(modules);
  const deps = moduleDeps(config, db, modules, principalCache);
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
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
    // At debug: a walk through the screens makes thousands; LOG_LEVEL=debug shows them.
    request.log.debug(
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

  for (const module of modules) await module.register?.(app, deps);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The job runner of every job the `modules` declare (server.ts starts it when JOBS is on). */
export function moduleJobRunner(
  options: Omit<JobRunnerOptions<ModuleDeps>, 'jobs' | 'deps'> & { modules?: readonly PortalModule[] },
): JobRunner<ModuleDeps> {
  const { modules = portalModules, ...rest } = options;
  return new JobRunner({
    ...rest,
    jobs: modules.flatMap((m) => m.jobs ?? []),
    deps: moduleDeps(rest.config, rest.db, modules),
  });
}
