import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import type { referenceDataEndpoints } from './reference-data.endpoints';

/** Method, path and permission of each reference-data endpoint; reference-data.endpoints.ts adds the schemas. */
export const referenceDataPaths = {
  getI18nLanguage: { method: 'GET', path: '/language/get-i18n-language', permission: 'public' },
  getCodeTable: { method: 'GET', path: '/codetable/getCodeTable', permission: 'authenticated' },
  getCpqCodeTable: {
    method: 'GET',
    path: '/codetable/get-cpq-code-table-from-admin',
    permission: 'authenticated',
  },
  getLocationByParent: {
    method: 'POST',
    path: '/location/get-location-by-parent',
    permission: 'authenticated',
  },
} as const satisfies Record<string, EndpointPath>;

/** The reference-data endpoints without their schemas, typed by them (the texts load before sign-in). */
export const referenceDataRefs: EndpointRefs<typeof referenceDataEndpoints> = referenceDataPaths;
