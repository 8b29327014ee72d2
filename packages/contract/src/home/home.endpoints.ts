import { defineEndpoint } from '../core/endpoint';
import { homePaths } from './home.paths';
import { homeSummarySchema } from './home.schema';

/** The home page's summary: to-dos by permission and recent records. */
export const homeEndpoints = {
  getSummary: defineEndpoint({ ...homePaths.getSummary, data: homeSummarySchema }),
};
