import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { z } from 'zod';
import type { ResourceShelf } from './resources.schema';
import {
  pageResourceDownloadsBodySchema,
  pageResourcesBodySchema,
  resourceDownloadPageSchema,
  resourceIdQuerySchema,
  resourcePageSchema,
  resourceSchema,
  resourceViewLinkSchema,
  saveResourceBodySchema,
  viewResourceQuerySchema,
} from './resources.schema';

/** The reading calls of one shelf, under its menu's permission: `/empower/training/…`, `/empower/resource/…`. */
function shelfEndpoints(shelf: ResourceShelf, permission: string) {
  return {
    page: defineEndpoint({
      method: 'POST',
      path: `/empower/${shelf}/page-resources`,
      permission,
      body: pageResourcesBodySchema,
      data: resourcePageSchema,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/empower/${shelf}/get-resource`,
      permission,
      query: resourceIdQuerySchema,
      data: resourceSchema,
    }),
    /** The file as an attachment; counted and logged when the answer starts at its first byte. */
    download: defineEndpoint({
      method: 'GET',
      path: `/empower/${shelf}/download-resource`,
      permission,
      query: resourceIdQuerySchema,
      download: true,
      data: z.unknown(),
    }),
    /** A short-lived link the page's video player and PDF viewer read the file by (with ranges). */
    viewLink: defineEndpoint({
      method: 'GET',
      path: `/empower/${shelf}/view-link`,
      permission,
      query: resourceIdQuerySchema,
      data: resourceViewLinkSchema,
    }),
  };
}

/**
 * The resource library: two shelves of one library, and the calls of staff who keep it
 * (resource.edit). The file itself is uploaded with files' uploadResource.
 */
export const resourceShelfEndpoints = {
  training: shelfEndpoints('training', permissions.empowerTraining),
  resource: shelfEndpoints('resource', permissions.empowerResource),
};

const { training, resource } = resourceShelfEndpoints;

export const resourcesEndpoints = {
  pageTraining: training.page,
  getTraining: training.get,
  downloadTraining: training.download,
  viewLinkTraining: training.viewLink,
  pageResource: resource.page,
  getResource: resource.get,
  downloadResource: resource.download,
  viewLinkResource: resource.viewLink,
  /** Reads the file inline by a view link's ticket (a <video> sends no Authorization header). */
  view: defineEndpoint({
    method: 'GET',
    path: '/empower/view-resource',
    permission: 'public',
    query: viewResourceQuerySchema,
    download: true,
    data: z.unknown(),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/empower/save-resource',
    permission: permissions.resourceEdit,
    body: saveResourceBodySchema,
    data: resourceSchema,
  }),
  pageDownloads: defineEndpoint({
    method: 'POST',
    path: '/empower/page-resource-downloads',
    permission: permissions.resourceEdit,
    body: pageResourceDownloadsBodySchema,
    data: resourceDownloadPageSchema,
  }),
};
