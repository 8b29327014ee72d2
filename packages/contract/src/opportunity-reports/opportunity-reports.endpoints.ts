import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  agreementConfirmationSchema,
  agreementStatusSchema,
  approveReportBodySchema,
  cluePrefillQuerySchema,
  cluePrefillSchema,
  equipmentModelListBodySchema,
  equipmentModelSchema,
  equipmentPageSchema,
  getRateQuerySchema,
  pageEquipmentBodySchema,
  pageReportsBodySchema,
  productLineSchema,
  moveReportBodySchema,
  moveReportQuerySchema,
  rejectReportBodySchema,
  reportIdQuerySchema,
  reportInfoSchema,
  reportPageSchema,
  reportPartnerSchema,
  saveReportBodySchema,
} from './opportunity-reports.schema';

const prefix = '/businesOpptReporting';

/** Opportunity reports (deal registration): the spec's `businesOpptReporting/*` calls. */
export const opportunityReportsEndpoints = {
  pageReports: defineEndpoint({
    method: 'POST',
    path: `${prefix}/page-opptReporting-list`,
    permission: permissions.opptFiling,
    body: pageReportsBodySchema,
    data: reportPageSchema,
  }),
  saveReport: defineEndpoint({
    method: 'POST',
    path: `${prefix}/save`,
    permission: permissions.opptFiling,
    body: saveReportBodySchema,
    data: reportInfoSchema,
  }),
  getReportInfo: defineEndpoint({
    method: 'GET',
    path: `${prefix}/get-opptReporting-info`,
    permission: permissions.opptFiling,
    query: reportIdQuerySchema,
    data: reportInfoSchema,
  }),
  /** draft | withdrawn → submitted, by id: the report is submitted as it was saved. */
  submitReport: defineEndpoint({
    method: 'PUT',
    path: `${prefix}/submit-opptReporting`,
    permission: permissions.opptFiling,
    body: moveReportBodySchema,
    data: reportInfoSchema,
  }),
  discardReport: irreversible(
    defineEndpoint({
      method: 'PUT',
      path: `${prefix}/discard-opptReporting`,
      permission: permissions.opptFiling,
      body: moveReportBodySchema,
      data: reportInfoSchema,
    }),
  ),
  withdrawReport: defineEndpoint({
    method: 'GET',
    path: `${prefix}/withdraw-opptReporting`,
    permission: permissions.opptFiling,
    query: moveReportQuerySchema,
    data: reportInfoSchema,
  }),
  approveReport: irreversible(
    defineEndpoint({
      method: 'POST',
      path: `${prefix}/approve-opptReporting`,
      permission: permissions.opportunityReview,
      body: approveReportBodySchema,
      data: reportInfoSchema,
    }),
  ),
  rejectReport: irreversible(
    defineEndpoint({
      method: 'POST',
      path: `${prefix}/reject-opptReporting`,
      permission: permissions.opportunityReview,
      body: rejectReportBodySchema,
      data: reportInfoSchema,
    }),
  ),
  pageEquipment: defineEndpoint({
    method: 'POST',
    path: `${prefix}/page-equipment-list`,
    permission: 'authenticated',
    body: pageEquipmentBodySchema,
    data: equipmentPageSchema,
  }),
  getEquipmentModels: defineEndpoint({
    method: 'POST',
    path: `${prefix}/get-equipment-model-list`,
    permission: 'authenticated',
    body: equipmentModelListBodySchema,
    data: z.array(equipmentModelSchema),
  }),
  getProductLines: defineEndpoint({
    method: 'GET',
    path: `${prefix}/get-product-line-list`,
    permission: 'authenticated',
    data: z.array(productLineSchema),
  }),
  getRates: defineEndpoint({
    method: 'GET',
    path: `${prefix}/get-rate`,
    permission: 'authenticated',
    query: getRateQuerySchema,
    data: z.array(z.string()),
  }),
  checkAgreement: defineEndpoint({
    method: 'GET',
    path: `${prefix}/check-show-confirm-agreement`,
    permission: permissions.opptFiling,
    data: agreementStatusSchema,
  }),
  confirmAgreement: irreversible(
    defineEndpoint({
      method: 'POST',
      path: `${prefix}/confirm-agreement`,
      permission: permissions.opptFiling,
      data: agreementConfirmationSchema,
    }),
  ),
  getPartners: defineEndpoint({
    method: 'GET',
    path: `${prefix}/get-partner-drop-down-list`,
    permission: permissions.opptFiling,
    data: z.array(reportPartnerSchema),
  }),
  getCluePrefill: defineEndpoint({
    method: 'GET',
    path: `${prefix}/get-clue-prefill`,
    permission: permissions.opptFiling,
    query: cluePrefillQuerySchema,
    data: cluePrefillSchema,
  }),
};
