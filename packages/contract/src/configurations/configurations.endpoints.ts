import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  checkBodySchema,
  checkResultSchema,
  configurationSchema,
  createModelBodySchema,
  idQuerySchema,
  itemInfoSchema,
  itemLookupQuerySchema,
  modelInfoSchema,
  modelPageSchema,
  modelVersionSchema,
  pageModelsBodySchema,
  publishBodySchema,
  saveConfigurationBodySchema,
  saveDraftBodySchema,
} from './configurations.schema';

/**
 * Integrated material configuration: configurable product models (draft, published versions) and the
 * configurations made from them. Checking a selection, saving a configuration and reading a published
 * version are open to the menu's readers and to solution designers (the service checks either).
 */
export const configurationsEndpoints = {
  pageModels: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/page-model-list',
    permission: permissions.integratedMaterial,
    body: pageModelsBodySchema,
    data: modelPageSchema,
  }),
  getModel: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-model-info',
    permission: permissions.integratedMaterial,
    query: idQuerySchema,
    data: modelInfoSchema,
  }),
  createModel: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/create-model',
    permission: permissions.configurationEdit,
    body: createModelBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/save-draft',
    permission: permissions.configurationEdit,
    body: saveDraftBodySchema,
    data: modelInfoSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/publish',
    permission: permissions.configurationEdit,
    body: publishBodySchema,
    data: modelInfoSchema,
  }),
  getModelVersion: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-model-version',
    permission: 'authenticated',
    query: idQuerySchema,
    data: modelVersionSchema,
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/check',
    permission: 'authenticated',
    body: checkBodySchema,
    data: checkResultSchema,
  }),
  saveConfiguration: defineEndpoint({
    method: 'POST',
    path: '/integrated-material/save-configuration',
    permission: 'authenticated',
    body: saveConfigurationBodySchema,
    data: z.object({ id: z.number().int() }),
  }),
  getConfiguration: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/get-configuration',
    permission: 'authenticated',
    query: idQuerySchema,
    data: configurationSchema,
  }),
  /** Materials and virtual materials for the editor's pickers. */
  lookupItems: defineEndpoint({
    method: 'GET',
    path: '/integrated-material/lookup-items',
    permission: permissions.configurationEdit,
    query: itemLookupQuerySchema,
    data: z.array(itemInfoSchema),
  }),
};
