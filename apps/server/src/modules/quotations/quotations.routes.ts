import { quotationsEndpoints as ep, quotationsExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sendPdf } from '../../core/pdf';
import { sendDownload } from '../files';
import type { ModuleDeps } from '../module-deps';
import { quotationPdf } from './quotations.document';
import { QuotationKindMoves } from './quotations.kinds';
import { QuotationMoves } from './quotations.moves.service';
import { QuotationQa } from './quotations.qa';
import { openQuotationFile, QuotationsService } from './quotations.service';

export function quotationsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new QuotationsService(deps.db);
  const moves = new QuotationMoves(deps.db);
  const kinds = new QuotationKindMoves(deps.db);
  const qa = new QuotationQa(deps.db, deps.files);

  route(app, ep.pageQuotations, ({ body, principal, lang }) => service.page(body, principal, lang));
  route(app, ep.getQuotationInfo, ({ query, principal, lang }) => service.get(query.id, principal, lang));
  route(app, ep.createFromSolution, ({ body, principal, lang }) =>
    moves.createFromSolution(body.solutionId, principal, lang),
  );
  route(app, ep.saveQuotation, ({ body, principal, lang }) => moves.save(body, principal, lang));
  route(app, ep.submitQuotation, ({ body, principal, lang }) => moves.submit(body, principal, lang));
  route(app, ep.decideQuotation, ({ body, principal, lang }) => moves.decide(body, principal, lang));
  route(app, ep.reviseQuotation, ({ body, principal, lang }) => moves.revise(body, principal, lang));
  route(app, ep.createFormal, ({ body, principal, lang }) => moves.createFormal(body, principal, lang));
  route(app, ep.acceptQuotation, ({ body, principal, lang }) => moves.accept(body, principal, lang));
  route(app, ep.declineQuotation, ({ body, principal, lang }) => moves.decline(body, principal, lang));
  route(app, ep.compareVersions, ({ query, principal, lang }) =>
    service.compare(query.fromId, query.toId, principal, lang),
  );
  route(app, ep.downloadQuotationPdf, async ({ query, principal, reply }) => {
    const { fileName, pdf } = await quotationPdf(deps.db, query.id, principal);
    sendPdf(reply, fileName, pdf);
    return null;
  });
  route(app, ep.downloadQuotationFile, async ({ query, principal, reply }) => {
    await sendDownload(
      reply,
      await openQuotationFile(deps.db, deps.files, query.id, query.fileId, principal),
    );
    return null;
  });
  route(app, quotationsExportEndpoints.exportQuotations, async ({ body, principal, lang, reply }) => {
    await service.export(body, principal, lang, reply);
    return null;
  });

  route(app, ep.requestAdditional, ({ body, principal, lang }) =>
    kinds.requestAdditional(body, principal, lang),
  );
  route(app, ep.createSupplementary, ({ body, principal, lang }) =>
    kinds.createSupplementary(body, principal, lang),
  );
  route(app, ep.issueQuotation, ({ body, principal, lang }) => kinds.issue(body, principal, lang));
  route(app, ep.getReturnedDetail, ({ query, principal, lang }) =>
    kinds.returnedDetail(query.id, principal, lang),
  );
  route(app, ep.pageQaThread, ({ body, principal }) => qa.page(body, principal));
  route(app, ep.askQuestion, ({ body, principal }) => qa.ask(body, principal));
  route(app, ep.answerQuestion, ({ body, principal }) => qa.answer(body, principal));
  route(app, ep.markQaRead, ({ body, principal }) => qa.markRead(body.quotationId, principal));
  route(app, ep.qaUnreadCount, ({ query, principal }) => qa.unread(query.quotationId, principal));
  route(app, ep.downloadQaFile, async ({ query, principal, reply }) => {
    await sendDownload(reply, await qa.openFile(query.questionId, query.fileId, principal));
    return null;
  });
}
