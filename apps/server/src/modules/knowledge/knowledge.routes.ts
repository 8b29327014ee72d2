import { knowledgeEndpoints as ep, knowledgeExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sendDownload } from '../files';
import type { ModuleDeps } from '../module-deps';
import { PoliciesService } from './knowledge.policies.service';
import { QaService } from './knowledge.qa.service';

export function knowledgeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const qa = new QaService(deps.db);
  const policies = new PoliciesService(deps.db, deps.files);

  route(app, ep.pageQa, ({ body, principal, lang }) => qa.page(body, principal, lang));
  route(app, ep.getQaInfo, ({ query, principal }) => qa.get(query.id, principal));
  route(app, ep.saveQa, ({ body, principal, lang }) => qa.save(body, principal, lang));
  route(app, ep.publishQa, ({ body, principal }) =>
    qa.setPublished(body.id, true, principal, body.rowVersion),
  );
  route(app, ep.unpublishQa, ({ body, principal }) =>
    qa.setPublished(body.id, false, principal, body.rowVersion),
  );
  route(app, ep.deleteQa, async ({ body, principal }) => {
    await qa.delete(body.id, principal, body.rowVersion);
    return null;
  });
  route(app, knowledgeExportEndpoints.exportQa, async ({ body, principal, lang, reply }) => {
    await qa.export(body, principal, lang, reply);
    return null;
  });

  route(app, ep.pagePolicies, ({ body, principal, lang }) => policies.page(body, principal, lang));
  route(app, ep.getPolicyInfo, ({ query, principal }) => policies.get(query.id, principal));
  route(app, ep.savePolicy, ({ body, principal, lang }) => policies.save(body, principal, lang));
  route(app, ep.publishPolicy, ({ body, principal }) =>
    policies.setPublished(body.id, true, principal, body.rowVersion),
  );
  route(app, ep.unpublishPolicy, ({ body, principal }) =>
    policies.setPublished(body.id, false, principal, body.rowVersion),
  );
  route(app, ep.deletePolicy, async ({ body, principal }) => {
    await policies.delete(body.id, principal, body.rowVersion);
    return null;
  });
  route(app, ep.downloadPolicyFile, async ({ query, principal, reply }) => {
    const download = await policies.openFile(query.policyId, query.fileId, principal);
    await sendDownload(reply, download);
    return null;
  });
  route(app, knowledgeExportEndpoints.exportPolicies, async ({ body, principal, lang, reply }) => {
    await policies.export(body, principal, lang, reply);
    return null;
  });
}
