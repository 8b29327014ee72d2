import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { permissions } from '../identity/menu-tree';
import {
  downloadSolutionFileQuerySchema,
  pageSolutionsBodySchema,
  returnSolutionBodySchema,
  saveSolutionBodySchema,
  solutionIdQuerySchema,
  solutionInfoSchema,
  solutionMoveBodySchema,
  solutionPageSchema,
} from './solutions.schema';

const move = (path: string, permission: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    permission,
    body: solutionMoveBodySchema,
    data: solutionInfoSchema,
  });

/** A business opportunity a designer may start a solution for. */
export const designableOpportunitySchema = z.object({
  id: z.number().int(),
  opptNo: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  productLineCode: z.string(),
});
export type DesignableOpportunity = z.infer<typeof designableOpportunitySchema>;

export const pageDesignableOpportunitiesBodySchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(200).optional(),
});

/**
 * Solutions: the opportunity's planning owner designs (solution.design), its sales owner approves
 * (solution.approve); staff with the menu read every solution, a partner those of its company's
 * opportunities once submitted.
 */
export const solutionsEndpoints = {
  pageSolutions: defineEndpoint({
    method: 'POST',
    path: '/solution/page-solution-list',
    permission: permissions.solution,
    body: pageSolutionsBodySchema,
    data: solutionPageSchema,
  }),
  getSolutionInfo: defineEndpoint({
    method: 'GET',
    path: '/solution/get-solution-info',
    permission: permissions.solution,
    query: solutionIdQuerySchema,
    data: solutionInfoSchema,
  }),
  pageDesignableOpportunities: defineEndpoint({
    method: 'POST',
    path: '/solution/page-designable-opportunities',
    permission: permissions.solutionDesign,
    body: pageDesignableOpportunitiesBodySchema,
    data: pageSchema(designableOpportunitySchema),
  }),
  saveSolution: defineEndpoint({
    method: 'POST',
    path: '/solution/save-solution',
    permission: permissions.solutionDesign,
    body: saveSolutionBodySchema,
    data: solutionInfoSchema,
  }),
  startDesign: move('/solution/start-design', permissions.solutionDesign),
  submitSolution: irreversible(move('/solution/submit-solution', permissions.solutionDesign)),
  reviseSolution: move('/solution/revise-solution', permissions.solutionDesign),
  approveSolution: irreversible(move('/solution/approve-solution', permissions.solutionApprove)),
  returnSolution: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/solution/return-solution',
      permission: permissions.solutionApprove,
      body: returnSolutionBodySchema,
      data: solutionInfoSchema,
    }),
  ),
  deleteSolution: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/solution/delete-solution',
      permission: permissions.solutionDesign,
      body: solutionMoveBodySchema,
      data: z.null(),
    }),
  ),
  downloadSolutionFile: defineEndpoint({
    method: 'GET',
    path: '/solution/download-solution-file',
    permission: permissions.solution,
    query: downloadSolutionFileQuerySchema,
    download: true,
    data: z.unknown(),
  }),
};
