import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import type { homeEndpoints } from './home.endpoints';

/** The home page is on the first screen's budget: it calls through these zod-free refs. */
export const homePaths = {
  getSummary: { method: 'GET', path: '/home/get-summary', permission: 'authenticated' },
} as const satisfies Record<string, EndpointPath>;

export const homeRefs: EndpointRefs<typeof homeEndpoints> = homePaths;
