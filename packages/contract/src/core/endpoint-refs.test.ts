import { describe, expect, it } from 'vitest';
import { homeEndpoints } from '../home/home.endpoints';
import { homeRefs } from '../home/home.paths';
import { identityEndpoints } from '../identity/identity.endpoints';
import { identityRefs } from '../identity/identity.paths';
import { referenceDataEndpoints } from '../reference-data/reference-data.endpoints';
import { referenceDataRefs } from '../reference-data/reference-data.paths';
import type { Endpoint, EndpointRef } from './endpoint';

const modules: Array<[string, Record<string, Endpoint>, Record<string, EndpointRef>]> = [
  ['identity', identityEndpoints, identityRefs],
  ['reference-data', referenceDataEndpoints, referenceDataRefs],
  ['home', homeEndpoints, homeRefs],
];

describe('endpoint refs', () => {
  it.each(modules)(
    '%s: one ref per description, with its method, path and permission',
    (_, endpoints, refs) => {
      expect(Object.keys(refs)).toEqual(Object.keys(endpoints));
      for (const [key, endpoint] of Object.entries(endpoints)) {
        const { method, path: apiPath, permission } = endpoint;
        expect(refs[key]).toEqual({ method, path: apiPath, permission });
      }
    },
  );
});
