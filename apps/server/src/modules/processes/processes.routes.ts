import { processesEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { ProcessDefinitionsService } from './processes.definitions.service';
import { ProcessesService } from './processes.service';

export function processesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const definitions = new ProcessDefinitionsService(deps.db, deps.processKinds);
  const service = new ProcessesService(deps.db, deps.processKinds);

  route(app, ep.listDefinitions, () => definitions.list());
  route(app, ep.getDefinition, ({ query }) => definitions.get(query.kind, query.version));
  route(app, ep.saveDefinition, ({ body, principal }) => definitions.save(body, principal));
  route(app, ep.validateDefinition, ({ body, lang }) => definitions.validate(body, lang));
  route(app, ep.getApproverOptions, () => definitions.approverOptions());

  route(app, ep.pageProcesses, ({ body, principal, lang }) => service.page(body, principal, lang));
  route(app, ep.getProcessInfo, ({ query, principal, lang }) => service.get(query.id, principal, lang));
  route(app, ep.approve, ({ body, principal, lang }) =>
    service.take(body.id, 'approve', principal, lang, body),
  );
  route(app, ep.reject, ({ body, principal, lang }) =>
    service.take(body.id, 'reject', principal, lang, body),
  );
  route(app, ep.returnToSubmitter, ({ body, principal, lang }) =>
    service.take(body.id, 'return', principal, lang, body),
  );
  route(app, ep.transfer, ({ body, principal, lang }) =>
    service.take(body.id, 'transfer', principal, lang, body),
  );
  route(app, ep.comment, ({ body, principal, lang }) =>
    service.take(body.id, 'comment', principal, lang, body),
  );
  route(app, ep.withdraw, ({ body, principal, lang }) =>
    service.take(body.id, 'withdraw', principal, lang, body),
  );
  route(app, ep.close, ({ body, principal, lang }) => service.take(body.id, 'close', principal, lang, body));

  route(app, ep.getDelegation, ({ principal }) => service.delegation(principal));
  route(app, ep.saveDelegation, ({ body, principal }) => service.saveDelegation(body, principal));
  route(app, ep.getUserOptions, ({ principal }) => service.userOptions(principal));
}
