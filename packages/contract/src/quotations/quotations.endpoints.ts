import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { quotationMoreEndpoints } from './quotations.more.endpoints';
import {
  compareVersionsQuerySchema,
  createFormalBodySchema,
  createFromSolutionBodySchema,
  decideQuotationBodySchema,
  pageQuotationsBodySchema,
  partnerQuotationInfoSchema,
  partnerQuotationPageSchema,
  quotationDiffSchema,
  quotationFileQuerySchema,
  quotationIdQuerySchema,
  quotationInfoSchema,
  quotationMoveBodySchema,
  quotationPageSchema,
  saveQuotationBodySchema,
} from './quotations.schema';

/** Staff read the full quotation, a partner its own view (the server answers the one of the caller). */
const infoSchema = z.union([quotationInfoSchema, partnerQuotationInfoSchema]);

const move = <B extends z.ZodType>(path: string, permission: string, body: B) =>
  defineEndpoint({ method: 'POST', path, permission, body, data: infoSchema });

/**
 * Quotations: planning quotations made from approved solutions by planning (quotation.edit) and
 * approved by quotation.approve; formal quotations made from approved planning ones, accepted or
 * declined by the partner of the opportunity's company (or an approver). Staff with the menu read every
 * quotation; a partner the formal, supplementary and additional ones of its company's opportunities.
 */
export const quotationsEndpoints = {
  pageQuotations: defineEndpoint({
    method: 'POST',
    path: '/quotation/page-quotation-list',
    permission: permissions.quotation,
    body: pageQuotationsBodySchema,
    data: z.union([quotationPageSchema, partnerQuotationPageSchema]),
  }),
  getQuotationInfo: defineEndpoint({
    method: 'GET',
    path: '/quotation/get-quotation-info',
    permission: permissions.quotation,
    query: quotationIdQuerySchema,
    data: infoSchema,
  }),
  createFromSolution: move(
    '/quotation/create-from-solution',
    permissions.quotationEdit,
    createFromSolutionBodySchema,
  ),
  saveQuotation: move('/quotation/save-quotation', permissions.quotationEdit, saveQuotationBodySchema),
  submitQuotation: irreversible(
    move('/quotation/submit-quotation', permissions.quotationEdit, quotationMoveBodySchema),
  ),
  decideQuotation: irreversible(
    move('/quotation/decide-quotation', permissions.quotationApprove, decideQuotationBodySchema),
  ),
  reviseQuotation: move('/quotation/revise-quotation', permissions.quotationEdit, quotationMoveBodySchema),
  createFormal: irreversible(
    move('/quotation/create-formal', permissions.quotationEdit, createFormalBodySchema),
  ),
  acceptQuotation: irreversible(
    move('/quotation/accept-quotation', permissions.quotation, quotationMoveBodySchema),
  ),
  declineQuotation: irreversible(
    move('/quotation/decline-quotation', permissions.quotation, quotationMoveBodySchema),
  ),
  compareVersions: defineEndpoint({
    method: 'GET',
    path: '/quotation/compare-versions',
    permission: permissions.quotation,
    query: compareVersionsQuerySchema,
    data: quotationDiffSchema,
  }),
  /** The PDF of a quotation issued to the customer (formal, supplementary, additional), in its language. */
  downloadQuotationPdf: defineEndpoint({
    method: 'GET',
    path: '/quotation/download-quotation-pdf',
    permission: permissions.quotation,
    query: quotationIdQuerySchema,
    data: z.unknown(),
    download: true,
  }),
  downloadQuotationFile: defineEndpoint({
    method: 'GET',
    path: '/quotation/download-file',
    permission: permissions.quotation,
    query: quotationFileQuerySchema,
    data: z.unknown(),
    download: true,
  }),
  ...quotationMoreEndpoints,
};
