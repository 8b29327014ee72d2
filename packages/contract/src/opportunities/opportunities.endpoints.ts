import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  assignOwnerBodySchema,
  assignOwnerResultSchema,
  changeDistributionBodySchema,
  createOpportunityBodySchema,
  equipmentParentSchema,
  equipmentParentsBodySchema,
  opportunityAuthoritySchema,
  opportunityCasePageSchema,
  opportunityIdQuerySchema,
  opportunityInfoSchema,
  opportunityPageSchema,
  opportunitySchema,
  pageOpportunitiesBodySchema,
  pageOpportunityCasesBodySchema,
  updateOpportunityBodySchema,
} from './opportunities.schema';

/** Business opportunities (staff): the list and its tabs, the detail, distribution, stage and cases. */
export const opportunitiesEndpoints = {
  pageOpportunities: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/page-businessOppt-list',
    permission: permissions.opptList,
    body: pageOpportunitiesBodySchema,
    data: opportunityPageSchema,
  }),
  getOpportunityInfo: defineEndpoint({
    method: 'GET',
    path: '/businessOppt/get-businessOppt-info',
    permission: permissions.opptList,
    query: opportunityIdQuerySchema,
    data: opportunityInfoSchema,
  }),
  createOpportunity: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/insert-businessOppt',
    permission: permissions.opptList,
    body: createOpportunityBodySchema,
    data: opportunitySchema,
  }),
  pageOpportunityCases: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/get-oppt-case-businessOppt-list',
    permission: permissions.opptList,
    body: pageOpportunityCasesBodySchema,
    data: opportunityCasePageSchema,
  }),
  assignSalesOwner: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/insert-sale-owner',
    permission: permissions.opportunityAssign,
    body: assignOwnerBodySchema,
    data: assignOwnerResultSchema,
  }),
  assignPlanningOwner: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/insert-planning-owner',
    permission: permissions.opportunityAssign,
    body: assignOwnerBodySchema,
    data: assignOwnerResultSchema,
  }),
  changeDistribution: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/change-distribution',
    permission: permissions.opportunityAssign,
    body: changeDistributionBodySchema,
    data: opportunitySchema,
  }),
  updateOpportunity: defineEndpoint({
    method: 'POST',
    path: '/businessOppt/update-businessOppt',
    permission: permissions.opptList,
    body: updateOpportunityBodySchema,
    data: opportunitySchema,
  }),
  getAuthority: defineEndpoint({
    method: 'GET',
    path: '/businessOppt/get-sale-operation-authority',
    permission: permissions.opptList,
    query: opportunityIdQuerySchema,
    data: opportunityAuthoritySchema,
  }),
  getEquipmentParents: defineEndpoint({
    method: 'POST',
    path: '/opptCase/sale-equipment-detail-parents-info',
    permission: permissions.opptList,
    body: equipmentParentsBodySchema,
    data: z.array(equipmentParentSchema),
  }),
};
