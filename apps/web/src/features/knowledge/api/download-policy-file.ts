import { knowledgeEndpoints } from '@portal/contract';
import { request } from '../../../lib/request';

/** Saves an attachment of a policy the user may read, under its own name. */
export function downloadPolicyFile(policyId: number, fileId: string) {
  return request(knowledgeEndpoints.downloadPolicyFile, { query: { policyId, fileId } });
}
