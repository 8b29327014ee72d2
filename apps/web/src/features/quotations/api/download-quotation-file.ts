import { quotationsEndpoints } from '@portal/contract';
import { request } from '../../../lib/request';

/** Saves an attachment of a quotation version the user may read, under its own name. */
export function downloadQuotationFile(id: number, fileId: string) {
  return request(quotationsEndpoints.downloadQuotationFile, { query: { id, fileId } });
}
