import { knowledgeEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { KnowledgeService } from './knowledge.service';

export function knowledgeModule(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new KnowledgeService(deps.db, deps.files);

  route(app, ep.pageQa, ({ body, principal }) => service.pageQa(body, principal));
  route(app, ep.getQaInfo, ({ query, principal }) => service.getQa(query.id, principal));
  route(app, ep.saveQa, ({ body, principal }) => service.saveQa(body, principal));
  route(app, ep.publishQa, ({ body, principal }) => service.setQaPublished(body.id, true, principal));
  route(app, ep.unpublishQa, ({ body, principal }) => service.setQaPublished(body.id, false, principal));
  route(app, ep.deleteQa, async ({ body, principal }) => {
    await service.deleteQa(body.id, principal);
    return null;
  });
  route(app, ep.exportQa, async ({ body, principal, lang, reply }) => {
    await service.exportQa(body, principal, lang, reply);
    return null;
  });

  route(app, ep.pagePolicies, ({ body, principal }) => service.pagePolicies(body, principal));
  route(app, ep.getPolicyInfo, ({ query, principal }) => service.getPolicy(query.id, principal));
  route(app, ep.savePolicy, ({ body, principal }) => service.savePolicy(body, principal));
  route(app, ep.publishPolicy, ({ body, principal }) => service.setPolicyPublished(body.id, true, principal));
  route(app, ep.unpublishPolicy, ({ body, principal }) =>
    service.setPolicyPublished(body.id, false, principal),
  );
  route(app, ep.deletePolicy, async ({ body, principal }) => {
    await service.deletePolicy(body.id, principal);
    return null;
  });
  route(app, ep.downloadPolicyFile, async ({ query, principal, reply }) => {
    const download = await service.openPolicyFile(query.policyId, query.fileId, principal);
    reply
      .header('content-type', download.contentType)
      .header('content-length', download.file.size)
      .header('content-disposition', download.contentDisposition)
      .header('x-content-type-options', 'nosniff');
    void reply.send(download.file.handle.createReadStream());
    return null;
  });
  route(app, ep.exportPolicies, async ({ body, principal, lang, reply }) => {
    await service.exportPolicies(body, principal, lang, reply);
    return null;
  });
}
