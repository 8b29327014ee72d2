import { trainingEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sendPdf } from '../../core/pdf';
import type { ModuleDeps } from '../module-deps';
import { CertificatesService } from './training.certificates.service';

/** Results, certificates and the public verification. */
export function certificateRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new CertificatesService(deps.db);

  route(app, ep.recordResult, ({ body, principal, lang }) => service.recordResult(body, principal, lang));
  route(app, ep.revokeCertificate, ({ body, principal, lang }) => service.revoke(body, principal, lang));
  route(app, ep.companyCertificates, ({ query, principal }) => service.company(query.companyId, principal));
  route(app, ep.verifyCertificate, ({ query }) => service.verify(query.code));
  route(app, ep.downloadCertificate, async ({ query, principal, request, reply }) => {
    const origin = `${request.protocol}://${request.host}`;
    const { fileName, pdf } = await service.pdf(query.id, principal, origin);
    sendPdf(reply, fileName, pdf);
    return null;
  });
}
