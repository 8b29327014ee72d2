import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { searchBodySchema, searchResultSchema } from './project-search.schema';

/** Project search: one query over every kind of record the reader may read (docs/areas/project-search.md). */
export const projectSearchEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/project-search/search',
    permission: permissions.projectSearch,
    body: searchBodySchema,
    data: searchResultSchema,
  }),
};
