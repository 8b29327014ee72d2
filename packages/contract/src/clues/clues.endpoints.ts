import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  addClueFollowUpBodySchema,
  assignCluesBodySchema,
  clueCompanyOptionSchema,
  clueCountSchema,
  clueIdBodySchema,
  clueImportResultSchema,
  clueInfoSchema,
  cluePageSchema,
  clueReasonBodySchema,
  clueUserOptionSchema,
  getClueCompanyUsersQuerySchema,
  getClueInfoQuerySchema,
  pageCluesBodySchema,
  pageMyCluesBodySchema,
  saveClueBodySchema,
} from './clues.schema';

/**
 * Clues (leads). Staff read with `clue.assigned` and write with the `clue.edit` button; partner users
 * work their company's clues with `clue.myClue`. `get-clue-info` serves both sides: the service lets
 * staff with `clue.assigned` read any clue and partners with `clue.myClue` only theirs.
 */
export const cluesEndpoints = {
  // Staff.
  pageClues: defineEndpoint({
    method: 'POST',
    path: '/clue/page-clue-list',
    permission: permissions.clueAssigned,
    body: pageCluesBodySchema,
    data: cluePageSchema,
  }),
  saveClue: defineEndpoint({
    method: 'POST',
    path: '/clue/save-clue',
    permission: permissions.clueEdit,
    body: saveClueBodySchema,
    data: clueInfoSchema,
  }),
  assignClues: defineEndpoint({
    method: 'POST',
    path: '/clue/assign-clue',
    permission: permissions.clueEdit,
    body: assignCluesBodySchema,
    data: clueCountSchema,
  }),
  closeClue: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/clue/close-clue',
      permission: permissions.clueEdit,
      body: clueReasonBodySchema,
      data: clueInfoSchema,
    }),
  ),
  downloadImportTemplate: defineEndpoint({
    method: 'GET',
    path: '/clue/download-clue-template',
    permission: permissions.clueEdit,
    data: z.null(),
    download: true,
  }),
  /** Multipart, field `file`: one .xlsx; every row is inserted, or none (errors by row in `data`). */
  importClues: defineEndpoint({
    method: 'POST',
    path: '/clue/import-clue',
    permission: permissions.clueEdit,
    multipart: true,
    data: clueImportResultSchema,
  }),
  getCompanies: defineEndpoint({
    method: 'GET',
    path: '/clue/get-clue-company-list',
    permission: permissions.clueAssigned,
    data: z.array(clueCompanyOptionSchema),
  }),
  getCompanyUsers: defineEndpoint({
    method: 'GET',
    path: '/clue/get-clue-company-user-list',
    permission: permissions.clueEdit,
    query: getClueCompanyUsersQuerySchema,
    data: z.array(clueUserOptionSchema),
  }),

  // Both sides (checked by the service).
  getClueInfo: defineEndpoint({
    method: 'GET',
    path: '/clue/get-clue-info',
    permission: 'authenticated',
    query: getClueInfoQuerySchema,
    data: clueInfoSchema,
  }),

  // Partner users.
  pageMyClues: defineEndpoint({
    method: 'POST',
    path: '/clue/page-my-clue-list',
    permission: permissions.myClue,
    body: pageMyCluesBodySchema,
    data: cluePageSchema,
  }),
  acceptClue: defineEndpoint({
    method: 'POST',
    path: '/clue/accept-clue',
    permission: permissions.myClue,
    body: clueIdBodySchema,
    data: clueInfoSchema,
  }),
  returnClue: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/clue/return-clue',
      permission: permissions.myClue,
      body: clueReasonBodySchema,
      data: clueInfoSchema,
    }),
  ),
  addFollowUp: defineEndpoint({
    method: 'POST',
    path: '/clue/add-clue-follow-up',
    permission: permissions.myClue,
    body: addClueFollowUpBodySchema,
    data: clueInfoSchema,
  }),
  closeMyClue: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/clue/close-my-clue',
      permission: permissions.myClue,
      body: clueReasonBodySchema,
      data: clueInfoSchema,
    }),
  ),
};
