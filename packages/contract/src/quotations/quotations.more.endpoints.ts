import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  createSupplementaryBodySchema,
  issueQuotationBodySchema,
  requestAdditionalBodySchema,
  returnedDetailSchema,
} from './quotations.kinds.schema';
import {
  answerQuestionBodySchema,
  askQuestionBodySchema,
  downloadQaFileQuerySchema,
  pageQaThreadBodySchema,
  qaQuestionSchema,
  qaQuotationBodySchema,
  qaThreadPageSchema,
  qaUnreadCountSchema,
  qaUnreadQuerySchema,
} from './quotations.qa.schema';
import { partnerQuotationInfoSchema, quotationIdQuerySchema, quotationInfoSchema } from './quotations.schema';

/** The additional quotations menu: partners ask for one there. */
export const additionalQuotationMenu = 'quotation.additional';

const infoSchema = z.union([quotationInfoSchema, partnerQuotationInfoSchema]);

/**
 * Additional quotations (asked for by the partner of an opportunity's company), supplementary ones (made
 * by planning from an accepted formal quotation), issuing both, the returned detail of a version, and
 * the Q&A thread of a quotation: asked by the partner, answered by planning, with unread marks.
 */
export const quotationMoreEndpoints = {
  requestAdditional: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/quotation/request-additional',
      permission: additionalQuotationMenu,
      body: requestAdditionalBodySchema,
      data: infoSchema,
    }),
  ),
  createSupplementary: defineEndpoint({
    method: 'POST',
    path: '/quotation/create-supplementary',
    permission: permissions.quotationEdit,
    body: createSupplementaryBodySchema,
    data: infoSchema,
  }),
  issueQuotation: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/quotation/issue-quotation',
      permission: permissions.quotationEdit,
      body: issueQuotationBodySchema,
      data: infoSchema,
    }),
  ),
  getReturnedDetail: defineEndpoint({
    method: 'GET',
    path: '/quotation/get-returned-detail',
    permission: permissions.quotation,
    query: quotationIdQuerySchema,
    data: returnedDetailSchema,
  }),
  pageQaThread: defineEndpoint({
    method: 'POST',
    path: '/quotation/page-qa-thread',
    permission: permissions.quotation,
    body: pageQaThreadBodySchema,
    data: qaThreadPageSchema,
  }),
  askQuestion: defineEndpoint({
    method: 'POST',
    path: '/quotation/ask-question',
    permission: permissions.quotation,
    body: askQuestionBodySchema,
    data: qaQuestionSchema,
  }),
  answerQuestion: defineEndpoint({
    method: 'POST',
    path: '/quotation/answer-question',
    permission: permissions.quotationEdit,
    body: answerQuestionBodySchema,
    data: qaQuestionSchema,
  }),
  markQaRead: defineEndpoint({
    method: 'POST',
    path: '/quotation/mark-qa-read',
    permission: permissions.quotation,
    body: qaQuotationBodySchema,
    data: qaUnreadCountSchema,
  }),
  qaUnreadCount: defineEndpoint({
    method: 'GET',
    path: '/quotation/qa-unread-count',
    permission: permissions.quotation,
    query: qaUnreadQuerySchema,
    data: qaUnreadCountSchema,
  }),
  downloadQaFile: defineEndpoint({
    method: 'GET',
    path: '/quotation/download-qa-file',
    permission: permissions.quotation,
    query: downloadQaFileQuerySchema,
    download: true,
    data: z.unknown(),
  }),
};
