import { solutionsEndpoints } from '@portal/contract';
import { request } from '../../../lib/request';

/** Saves a drawing or document of a solution the user may read, under its own name. */
export function downloadSolutionFile(solutionId: number, fileId: string) {
  return request(solutionsEndpoints.downloadSolutionFile, { query: { solutionId, fileId } });
}
