import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import {
  approverOptionsSchema,
  delegationSchema,
  getProcessDefinitionQuerySchema,
  getProcessInfoQuerySchema,
  pageProcessesBodySchema,
  processCommentBodySchema,
  processDefinitionCheckSchema,
  processDefinitionListItemSchema,
  processDefinitionSchema,
  processInfoSchema,
  processMoveBodySchema,
  processPageSchema,
  saveDelegationBodySchema,
  saveProcessDefinitionBodySchema,
  transferProcessBodySchema,
} from './processes.schema';
import { processPermissions } from './processes.transitions';

/**
 * Work flows (process definitions, administrators with `workFlows`) and the process centre. The lists,
 * the detail and the actions are open to every signed-in user: the service answers only the processes
 * the caller takes part in (partners: only their company's subjects), `all` needs `workFlows`, and each
 * action is checked against `processTransitions` and the caller's task.
 */
export const processesEndpoints = {
  // Work flows.
  listDefinitions: defineEndpoint({
    method: 'GET',
    path: '/work-flow/get-definition-list',
    permission: processPermissions.workFlows,
    data: z.array(processDefinitionListItemSchema),
  }),
  getDefinition: defineEndpoint({
    method: 'GET',
    path: '/work-flow/get-definition',
    permission: processPermissions.workFlows,
    query: getProcessDefinitionQuerySchema,
    data: processDefinitionSchema.nullable(),
  }),
  saveDefinition: defineEndpoint({
    method: 'POST',
    path: '/work-flow/save-definition',
    permission: processPermissions.workFlows,
    body: saveProcessDefinitionBodySchema,
    data: processDefinitionSchema,
  }),
  validateDefinition: defineEndpoint({
    method: 'POST',
    path: '/work-flow/validate-definition',
    permission: processPermissions.workFlows,
    body: saveProcessDefinitionBodySchema,
    data: processDefinitionCheckSchema,
  }),
  getApproverOptions: defineEndpoint({
    method: 'GET',
    path: '/work-flow/get-approver-options',
    permission: processPermissions.workFlows,
    data: approverOptionsSchema,
  }),
  // Process centre.
  pageProcesses: defineEndpoint({
    method: 'POST',
    path: '/process/page-process-list',
    permission: 'authenticated',
    body: pageProcessesBodySchema,
    data: processPageSchema,
  }),
  getProcessInfo: defineEndpoint({
    method: 'GET',
    path: '/process/get-process-info',
    permission: 'authenticated',
    query: getProcessInfoQuerySchema,
    data: processInfoSchema,
  }),
  approve: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/approve',
      permission: 'authenticated',
      body: processMoveBodySchema,
      data: processInfoSchema,
    }),
  ),
  reject: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/reject',
      permission: 'authenticated',
      body: processCommentBodySchema,
      data: processInfoSchema,
    }),
  ),
  returnToSubmitter: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/return',
      permission: 'authenticated',
      body: processCommentBodySchema,
      data: processInfoSchema,
    }),
  ),
  transfer: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/transfer',
      permission: 'authenticated',
      body: transferProcessBodySchema,
      data: processInfoSchema,
    }),
  ),
  comment: defineEndpoint({
    method: 'POST',
    path: '/process/comment',
    permission: 'authenticated',
    body: processCommentBodySchema,
    data: processInfoSchema,
  }),
  withdraw: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/withdraw',
      permission: 'authenticated',
      body: processMoveBodySchema,
      data: processInfoSchema,
    }),
  ),
  close: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/process/close',
      permission: processPermissions.workFlows,
      body: processMoveBodySchema,
      data: processInfoSchema,
    }),
  ),
  // Absence delegation of the signed-in user.
  getDelegation: defineEndpoint({
    method: 'GET',
    path: '/process/get-delegation',
    permission: 'authenticated',
    data: delegationSchema,
  }),
  saveDelegation: defineEndpoint({
    method: 'POST',
    path: '/process/save-delegation',
    permission: 'authenticated',
    body: saveDelegationBodySchema,
    data: delegationSchema,
  }),
  /** Active internal users a process may be transferred to or a delegation may name (internal users only). */
  getUserOptions: defineEndpoint({
    method: 'GET',
    path: '/process/get-user-options',
    permission: 'authenticated',
    data: approverOptionsSchema.shape.users,
  }),
};
